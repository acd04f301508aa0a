import { Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportColumn } from '@console/contracts';
import type { ColumnMatches } from '../column-matching.ts';
import { fieldLabel } from '../../../entities/members/model/field-label.ts';
import { ScrollRegion } from '../../../components/list/scroll-region.tsx';

interface ColumnMatcherProps {
  header: string[];
  matches: ColumnMatches;
  onChange: (matches: ColumnMatches) => void;
  /** Fields matched to more than one column, marked on their selects. */
  twice: ImportColumn[];
}

/** Each column of the file with the member field it fills; any match can be changed or dropped. */
export function ColumnMatcher({ header, matches, onChange, twice }: ColumnMatcherProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('memberImport.skip') },
    ...IMPORT_COLUMNS.map((field) => ({ value: field, label: fieldLabel(t, field) })),
  ];
  return (
    <ScrollRegion label={t('memberImport.columns')} minWidth={420}>
      <Table aria-label={t('memberImport.columns')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('memberImport.column')}</Table.Th>
            <Table.Th scope="col">{t('memberImport.field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((name, index) => {
            const match = matches[index] ?? null;
            const repeated = match !== null && twice.includes(match);
            return (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {name || t('memberImport.unnamed', { number: index + 1 })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('memberImport.fieldFor', { column: name || index + 1 })}
                    data={options}
                    value={match ?? ''}
                    allowDeselect={false}
                    error={repeated ? t('memberImport.fieldTwice', { field: fieldLabel(t, match) }) : undefined}
                    onChange={(value) =>
                      onChange(
                        matches.map((current, position) => (position === index ? ((value || null) as ImportColumn | null) : current)),
                      )
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
