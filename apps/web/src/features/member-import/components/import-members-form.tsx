import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberImportResult } from '@console/contracts';
import { useImportMembers } from '../../../entities/members/api/import-members.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { fieldsMatchedTwice, guessMatches, toImportCsv, type ColumnMatches } from '../column-matching.ts';
import { fieldLabel } from '../../../entities/members/model/field-label.ts';
import { NotUtf8Error, readCsvFile, type CsvFile } from '../read-csv.ts';
import { ColumnMatcher } from './column-matcher.tsx';
import { ImportReport } from './import-report.tsx';
import { RejectedRowsButton } from './rejected-rows-button.tsx';
import { ScrollRegion } from '../../../components/list/scroll-region.tsx';

const PREVIEW_ROWS = 5;

/** Where a long request is: sending the file (a share of it), or waiting for the server to save. */
type Progress = { step: 'reading' | 'sending'; share: number } | { step: 'saving' };

/**
 * Members → Import: choose a CSV file, match its columns to member fields, preview it, check it
 * (a dry run that lists every row error and every member already there), then import it. The
 * import is offered for a check of the matches shown that found no errors, or, when the person
 * chooses to leave the rows with errors out, for the rows without them; those rows can be
 * downloaded with their errors, to be corrected and imported again.
 */
export function ImportMembersForm() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<CsvFile | null>(null);
  const [matches, setMatches] = useState<ColumnMatches>([]);
  const [checked, setChecked] = useState<MemberImportResult | null>(null);
  const [imported, setImported] = useState<MemberImportResult | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useImportMembers();
  const twice = fieldsMatchedTwice(matches);
  const matched = matches.some((match) => match !== null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setChecked(null);
    setImported(null);
    setSkipInvalid(false);
    setProblem(null);
    if (!chosen) return;
    setProgress({ step: 'reading', share: 0 });
    try {
      const read = await readCsvFile(chosen, (share) => setProgress({ step: 'reading', share }));
      if (read.rows.length === 0) setProblem(t('memberImport.noRows'));
      setCsv(read);
      setMatches(guessMatches(read.header));
    } catch (error) {
      // The server's own words for a file that is not UTF-8: the same refusal, said before the upload.
      setProblem(error instanceof NotUtf8Error ? t('api.imports.notUtf8') : t('memberImport.notReadable'));
    } finally {
      setProgress(null);
    }
  };

  const changeMatches = (next: ColumnMatches) => {
    setMatches(next);
    // A check speaks for the matches it was made with only.
    setChecked(null);
    setSkipInvalid(false);
  };

  const run = async (dryRun: boolean) => {
    if (!csv) return;
    setProblem(null);
    setProgress({ step: 'sending', share: 0 });
    try {
      const result = await send.mutateAsync({
        csv: toImportCsv(csv.rows, matches),
        dryRun,
        skipInvalid: !dryRun && skipInvalid,
        onProgress: (share) => setProgress(share < 1 ? { step: 'sending', share } : { step: 'saving' }),
      });
      if (dryRun) setChecked(result);
      else if (result.created === 0 && result.errors.length > 0) setChecked(result);
      else setImported(result);
    } catch (error) {
      setProblem(t('memberImport.failed', { message: error instanceof ApiError ? translateApiMessage(error) : String(error) }));
    } finally {
      setProgress(null);
    }
  };

  if (imported) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title={t('memberImport.done', { count: imported.created })}>
          {t('memberImport.doneDetail', { duplicates: imported.duplicates.length })}
          {imported.rejectedRows.length > 0 && ` ${t('memberImport.doneSkipped', { count: imported.rejectedRows.length })}`}
        </Alert>
        <Group>
          {csv && imported.rejectedRows.length > 0 && <RejectedRowsButton csv={csv} result={imported} />}
          <Button component={Link} to="/members">
            {t('memberImport.toMembers')}
          </Button>
          <Button variant="default" onClick={() => void choose(null)}>
            {t('memberImport.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const busy = progress !== null;
  const importable = checked ? checked.valid - checked.duplicates.length : 0;
  const hasErrors = checked !== null && checked.rejectedRows.length > 0;
  const canImport = checked !== null && (!hasErrors || skipInvalid) && importable > 0;
  return (
    <Stack gap="lg">
      <Text>{t('memberImport.intro')}</Text>
      <FileInput
        label={t('memberImport.file')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        disabled={busy}
        clearable
        clearButtonProps={{ 'aria-label': t('memberImport.clearFile') }}
      />
      {progress && <ProgressBar progress={progress} />}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {csv && csv.rows.length > 0 && (
        <>
          <section aria-labelledby="import-columns">
            <Title order={2} size="h4" id="import-columns" mb="xs">
              {t('memberImport.columns')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('memberImport.rowsRead', { count: csv.rows.length })}
            </Text>
            <ColumnMatcher header={csv.header} matches={matches} onChange={changeMatches} twice={twice} />
          </section>
          <Preview csv={csv} matches={matches} />
          {hasErrors && importable > 0 && (
            <Checkbox
              label={t('memberImport.skipInvalid', { count: checked.rejectedRows.length, valid: importable })}
              checked={skipInvalid}
              onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
              disabled={busy}
            />
          )}
          <Group>
            <Button variant="default" onClick={() => void run(true)} disabled={busy || !matched || twice.length > 0}>
              {t('memberImport.check')}
            </Button>
            <Button onClick={() => void run(false)} disabled={busy || !canImport}>
              {t('memberImport.import', { count: importable })}
            </Button>
            {hasErrors && <RejectedRowsButton csv={csv} result={checked} />}
          </Group>
          {!checked && <Text size="sm">{t('memberImport.checkFirst')}</Text>}
          {checked && <ImportReport result={checked} />}
        </>
      )}
    </Stack>
  );
}

function ProgressBar({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const label = t(`memberImport.progress.${progress.step}`);
  const value = progress.step === 'saving' ? 100 : Math.round(progress.share * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={value} animated={progress.step === 'saving'} striped={progress.step === 'saving'} aria-label={label} />
    </Stack>
  );
}

/** The first rows as they will be read: one column per matched field. */
function Preview({ csv, matches }: { csv: CsvFile; matches: ColumnMatches }) {
  const { t } = useTranslation();
  const columns = matches.flatMap((field, index) => (field ? [{ field, index }] : []));
  if (columns.length === 0) return null;
  return (
    <section aria-labelledby="import-preview">
      <Title order={2} size="h4" id="import-preview" mb="xs">
        {t('memberImport.preview', { count: Math.min(PREVIEW_ROWS, csv.rows.length) })}
      </Title>
      <ScrollRegion label={t('memberImport.preview', { count: Math.min(PREVIEW_ROWS, csv.rows.length) })} minWidth={columns.length * 140}>
        <Table striped aria-labelledby="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('memberImport.errorColumn.row')}</Table.Th>
              {columns.map((column) => (
                <Table.Th scope="col" key={column.field}>
                  {fieldLabel(t, column.field)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {csv.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                <Table.Td>{rowIndex + 2}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.field}>{row[column.index]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
