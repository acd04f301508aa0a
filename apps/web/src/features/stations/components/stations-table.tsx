import { ActionIcon, Group, Switch, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Program, Station } from '@console/contracts';
import { ActionTip } from '../../../components/list/action-tip.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { useProgramOptions } from '../../../entities/programs/api/get-program-options.ts';
import { formatLocalInstant, formatTimeAgo } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

export interface StationsTableProps {
  stations: Station[];
  busy: boolean;
  /** The station whose switch is being saved, kept still meanwhile. */
  switching?: number;
  onToggle: (station: Station, isEnabled: boolean) => void;
  onEdit: (station: Station) => void;
  onNewCode: (station: Station) => void;
  onDelete: (station: Station) => void;
}

/** A station's programs by name, or "All programs" when it is limited to none. */
function programNames(station: Station, programs: readonly Program[], t: TFunction): string {
  if (station.programIds.length === 0) return t('stations.allPrograms');
  return station.programIds.map((id) => programs.find((program) => program.id === id)?.name ?? `#${id}`).join(', ');
}

function LastSeen({ at }: { at: string | null }) {
  const { t } = useTranslation();
  if (at === null) return t('stations.never');
  const language = currentLanguage();
  return (
    <Text span size="sm" title={formatLocalInstant(at, language)}>
      {formatTimeAgo(at, new Date(), language)}
    </Text>
  );
}

/** Every station: what it is, whether it works, when it was last heard of, and what can be done with it. */
export function StationsTable({ stations, busy, switching, onToggle, onEdit, onNewCode, onDelete }: StationsTableProps) {
  const { t } = useTranslation();
  const programs = useProgramOptions().data?.programs ?? [];
  const columns: DataTableColumn<Station>[] = [
    { key: 'name', header: t('stations.column.name'), render: (station) => station.name },
    { key: 'mode', header: t('stations.column.mode'), render: (station) => t(`stations.mode.${station.mode}`) },
    { key: 'labelFormat', header: t('stations.column.labelFormat'), render: (station) => t(`stations.labelFormat.${station.labelFormat}`) },
    { key: 'programs', header: t('stations.column.programs'), render: (station) => programNames(station, programs, t) },
    {
      key: 'enabled',
      header: t('stations.column.enabled'),
      render: (station) => (
        <Switch
          checked={station.isEnabled}
          disabled={switching === station.id}
          onChange={(event) => onToggle(station, event.currentTarget.checked)}
          aria-label={t('stations.enabledOne', { name: station.name })}
        />
      ),
    },
    { key: 'lastSeen', header: t('stations.column.lastSeen'), render: (station) => <LastSeen at={station.lastSeenAt} /> },
  ];
  return (
    <DataTable
      label={t('stations.title')}
      columns={columns}
      rows={stations}
      getRowKey={(station) => station.id}
      itemName={t('stations.item')}
      itemsName={t('stations.items')}
      rowActions={(station) => (
        <Group gap={4} wrap="nowrap">
          <ActionTip label={t('common.edit')}>
            <ActionIcon variant="subtle" onClick={() => onEdit(station)} aria-label={t('stations.editOne', { name: station.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </ActionTip>
          <ActionTip label={t('stations.newCode')}>
            <ActionIcon variant="subtle" onClick={() => onNewCode(station)} aria-label={t('stations.newCodeOne', { name: station.name })}>
              <IconKey size={18} aria-hidden />
            </ActionIcon>
          </ActionTip>
          <ActionTip label={t('stations.delete')}>
            <ActionIcon
              variant="subtle"
              color="red.9"
              onClick={() => onDelete(station)}
              aria-label={t('stations.deleteOne', { name: station.name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </ActionTip>
        </Group>
      )}
      minWidth={900}
      busy={busy}
    />
  );
}
