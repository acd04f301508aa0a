import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberImportResult } from '@console/contracts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { fieldLabel } from '../../../entities/members/model/field-label.ts';

type RowError = MemberImportResult['errors'][number];
type Duplicate = MemberImportResult['duplicates'][number];
type NewHousehold = MemberImportResult['households'][number];

/**
 * What a dry run found: a summary, the row errors (the first 1,000 and a count of the rest), every
 * row that is already a member, and the households the file makes.
 */
export function ImportReport({ result }: { result: MemberImportResult }) {
  const { t } = useTranslation();
  const clean = result.errors.length === 0;
  return (
    <Stack gap="md">
      <Alert color={clean ? 'green' : 'red'} role="status" title={clean ? t('memberImport.clean') : t('memberImport.hasErrors')}>
        {t('memberImport.summary', { rows: result.rows, valid: result.valid, duplicates: result.duplicates.length })}
      </Alert>
      {!clean && (
        <section aria-labelledby="import-errors">
          <Title order={2} size="h4" id="import-errors" mb="xs">
            {t('memberImport.errorsTitle')}
          </Title>
          <DataTable<RowError, string, string>
            label={t('memberImport.errorsTitle')}
            itemName={t('memberImport.errorItem')}
            itemsName={t('memberImport.errorItems')}
            rows={result.errors}
            getRowKey={(error) => `${error.row}-${error.field}-${error.message}`}
            minWidth={480}
            columns={[
              { key: 'row', header: t('memberImport.errorColumn.row'), render: (error) => error.row },
              { key: 'name', header: t('memberImport.errorColumn.name'), render: (error) => error.name ?? '' },
              { key: 'field', header: t('memberImport.errorColumn.field'), render: (error) => fieldLabel(t, error.field) },
              { key: 'message', header: t('memberImport.errorColumn.message'), render: (error) => translateApiMessage(error) },
            ]}
          />
          {result.moreErrors !== undefined && (
            <Text size="sm" mt="xs">
              {t('memberImport.moreErrors', { count: result.moreErrors })}
            </Text>
          )}
        </section>
      )}
      {result.duplicates.length > 0 && (
        <section aria-labelledby="import-duplicates">
          <Title order={2} size="h4" id="import-duplicates" mb="xs">
            {t('memberImport.duplicatesTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('memberImport.duplicatesHint')}
          </Text>
          <DataTable<Duplicate, number, string>
            label={t('memberImport.duplicatesTitle')}
            itemName={t('memberImport.duplicateItem')}
            itemsName={t('memberImport.duplicateItems')}
            rows={result.duplicates}
            getRowKey={(duplicate) => duplicate.row}
            minWidth={480}
            columns={[
              { key: 'row', header: t('memberImport.errorColumn.row'), render: (duplicate) => duplicate.row },
              { key: 'name', header: t('memberImport.errorColumn.name'), render: (duplicate) => duplicate.name ?? '' },
              {
                key: 'member',
                header: t('memberImport.duplicateColumn.member'),
                render: (duplicate) => (
                  <Anchor component={Link} to={`/members/${duplicate.memberCode}`}>
                    {t('members.formOne', { code: duplicate.memberCode })}
                  </Anchor>
                ),
              },
              {
                key: 'reason',
                header: t('memberImport.duplicateColumn.reason'),
                render: (duplicate) => t(`memberImport.reason.${duplicate.reason}`),
              },
            ]}
          />
        </section>
      )}
      {result.households.length > 0 && (
        <section aria-labelledby="import-households">
          <Title order={2} size="h4" id="import-households" mb="xs">
            {t('memberImport.households.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('memberImport.households.hint')}
          </Text>
          <DataTable<NewHousehold, string, string>
            label={t('memberImport.households.title')}
            itemName={t('memberImport.households.item')}
            itemsName={t('memberImport.households.items')}
            rows={result.households}
            getRowKey={(household) => household.name}
            minWidth={480}
            columns={[
              { key: 'name', header: t('memberImport.households.name'), render: (household) => household.name },
              { key: 'rows', header: t('memberImport.households.rows'), render: (household) => household.rows.join(', ') },
            ]}
          />
        </section>
      )}
    </Stack>
  );
}
