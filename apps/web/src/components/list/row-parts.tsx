import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableSelection } from './data-table-types.ts';
import type { RowKey } from './use-row-selection.ts';

/** What a list without rows shows, as a table or as cards: a loader while rows load, else the empty text. */
export function NoRows({ busy, itemsName }: { busy: boolean; itemsName: string }) {
  const { t } = useTranslation();
  return busy ? (
    <Loader size="sm" aria-label={t('common.loadingThing', { thing: itemsName })} />
  ) : (
    <Text c="dimmed">{t('list.empty', { items: itemsName })}</Text>
  );
}

/** A row checkbox's name: the list's own ('Select Ana Pérez'), else 'Select row {n}'. */
export function useRowCheckboxLabel<Row, Key extends RowKey>(selection: DataTableSelection<Row, Key> | undefined) {
  const { t } = useTranslation();
  return (row: Row, index: number) => selection?.getRowLabel?.(row, index) ?? t('list.selectRow', { number: index + 1 });
}
