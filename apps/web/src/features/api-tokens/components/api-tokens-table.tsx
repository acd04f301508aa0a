import { ActionIcon, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scopeKey } from '../scope-key.ts';
import type { ApiToken } from '@console/contracts';
import { ActionTip } from '../../../components/list/action-tip.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataTableColumn } from '../../../components/list/data-table-types.ts';
import { formatLocalInstant, formatTimeAgo } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

interface ApiTokensTableProps {
  apiTokens: ApiToken[];
  busy: boolean;
  onRevoke: (apiToken: ApiToken) => void;
}

function Instant({ at, none }: { at: string | null; none: string }) {
  if (at === null) return none;
  const language = currentLanguage();
  return (
    <Text span size="sm" title={formatLocalInstant(at, language)}>
      {formatTimeAgo(at, new Date(), language)}
    </Text>
  );
}

/** Every token: its name, what it may do, how it starts, who made it and when, its last use and its end. */
export function ApiTokensTable({ apiTokens, busy, onRevoke }: ApiTokensTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const columns: DataTableColumn<ApiToken>[] = [
    { key: 'name', header: t('apiTokens.column.name'), render: (token) => token.name },
    {
      key: 'scopes',
      header: t('apiTokens.column.scopes'),
      render: (token) => token.scopes.map((scope) => t(`apiTokens.scope.${scopeKey(scope)}`)).join(', '),
    },
    {
      key: 'prefix',
      header: t('apiTokens.column.prefix'),
      render: (token) => (
        <Text span ff="monospace" size="sm">
          {`${token.prefix}…`}
        </Text>
      ),
    },
    {
      key: 'created',
      header: t('apiTokens.column.created'),
      render: (token) => {
        const when = formatLocalInstant(token.createdAt, language);
        return token.createdBy ? t('apiTokens.createdBy', { when, name: token.createdBy.name }) : when;
      },
    },
    {
      key: 'lastUsed',
      header: t('apiTokens.column.lastUsed'),
      render: (token) => <Instant at={token.lastUsedAt} none={t('apiTokens.never')} />,
    },
    {
      key: 'expires',
      header: t('apiTokens.column.expires'),
      render: (token) => (token.expiresAt ? formatLocalInstant(token.expiresAt, language) : t('apiTokens.noExpiry')),
    },
  ];
  return (
    <DataTable
      label={t('apiTokens.title')}
      columns={columns}
      rows={apiTokens}
      getRowKey={(token) => token.id}
      itemName={t('apiTokens.item')}
      itemsName={t('apiTokens.items')}
      rowActions={(token) => (
        <ActionTip label={t('apiTokens.revoke')}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            onClick={() => onRevoke(token)}
            aria-label={t('apiTokens.revokeOne', { name: token.name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </ActionTip>
      )}
      minWidth={900}
      busy={busy}
    />
  );
}
