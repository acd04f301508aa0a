import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry, TargetKind } from '@console/contracts';
import { ExportButton } from '../../../components/list/export-button.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { Pagination, listTotal } from '../../../components/list/pagination.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { auditExportUrl, useAudit, type AuditFilters as Filters } from '../../../entities/audit/api/get-audit.ts';
import { formatLocalInstant } from '../../../lib/dates.ts';
import { AuditFilters } from './audit-filters.tsx';

const FILTER_KEYS = ['actor', 'target', 'action', 'from', 'to'] as const;

/** The records the console has a page for, by kind. */
const TARGET_PAGES: Partial<Record<TargetKind, string>> = {
  member: '/members',
  event: '/events',
  household: '/households',
  program: '/programs',
  venue: '/venues',
};

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {actor.name}
      </Text>
      <Text span size="xs" c="dimmed">
        {actor.id === null ? t(`audit.actorKind.${actor.kind}`) : `${t(`audit.actorKind.${actor.kind}`)} ${actor.id}`}
      </Text>
    </Stack>
  );
}

function Target({ target }: { target: AuditEntry['target'] }) {
  const { t } = useTranslation();
  if (!target) return null;
  const text = target.name ?? t('audit.targetNumbered', { kind: t(`audit.targetKind.${target.kind}`), id: target.id });
  const page = TARGET_PAGES[target.kind];
  return page ? (
    <Anchor component={Link} to={`${page}/${target.id}`} size="sm">
      {text}
    </Anchor>
  ) : (
    text
  );
}

/**
 * Settings → Audit log: a page of the change record, newest first, narrowed by the filters in the
 * URL, with the CSV of every entry they keep.
 */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const list = useListState({ defaultSort: 'at', sorts: ['at'], filterKeys: FILTER_KEYS });
  const filters: Filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, list.filters[key][0]]));
  const query = { page: list.page, size: list.size, ...filters };
  const audit = useAudit(query);

  function changeFilters(changes: Filters) {
    list.setFilters(Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value ? [value] : []])));
  }

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('audit.column.at'), render: (entry) => formatLocalInstant(entry.at, i18n.language) },
    { key: 'actor', header: t('audit.column.actor'), render: (entry) => <Actor actor={entry.actor} /> },
    { key: 'action', header: t('audit.column.action'), render: (entry) => t(`audit.action.${entry.action}`) },
    { key: 'target', header: t('audit.column.target'), render: (entry) => <Target target={entry.target} /> },
    { key: 'ip', header: t('audit.column.ip'), render: (entry) => entry.ip ?? '' },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text maw={720}>{t('audit.intro')}</Text>
        <ExportButton href={auditExportUrl(query)} />
      </Group>
      <AuditFilters
        value={filters}
        onChange={changeFilters}
        onClear={() => changeFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))}
      />
      {audit.isError && (
        <Alert color="red" role="alert">
          {t('audit.notLoaded')}
        </Alert>
      )}
      <DataTable
        label={t('audit.title')}
        columns={columns}
        rows={audit.data?.entries ?? []}
        getRowKey={(entry) => entry.id}
        itemName={t('audit.item')}
        itemsName={t('audit.items')}
        minWidth={860}
        minHeight={300}
        busy={audit.isFetching}
      />
      <Pagination page={list.page} totalCount={listTotal(audit)} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
    </Stack>
  );
}
