import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberImportResult } from '@console/contracts';
import { downloadCsv } from '../../../components/list/download-csv.ts';
import { fieldLabel } from '../../../entities/members/model/field-label.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import type { CsvFile } from '../read-csv.ts';

/**
 * Saves the rows a check or an import rejected as a CSV file: each row's number, its cells as the
 * file has them and its errors in words, so that it can be corrected and imported again (the
 * columns the import does not know, the number and the errors, are left out then).
 */
export function RejectedRowsButton({ csv, result }: { csv: CsvFile; result: MemberImportResult }) {
  const { t } = useTranslation();
  const save = () => {
    const errorsByRow = new Map<number, string[]>();
    for (const error of result.errors) {
      const texts = errorsByRow.get(error.row) ?? [];
      texts.push(`${fieldLabel(t, error.field)}: ${translateApiMessage(error)}`);
      errorsByRow.set(error.row, texts);
    }
    const header = [t('memberImport.errorColumn.row'), ...csv.header, t('memberImport.rejected.errors')];
    const rows = result.rejectedRows.map((row) => [
      row,
      // The header is row 1: the file's first row under it is row 2.
      ...csv.header.map((_, column) => csv.rows[row - 2]?.[column] ?? ''),
      (errorsByRow.get(row) ?? [t('memberImport.rejected.notListed')]).join('; '),
    ]);
    downloadCsv('rejected-rows.csv', header, rows);
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={save}>
      {t('memberImport.rejected.download', { count: result.rejectedRows.length })}
    </Button>
  );
}
