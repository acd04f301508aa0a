import { Alert, Group, Loader, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { MAX_REPORT_YEARS, periodTooLong } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { useProgramOptions } from '../../../entities/programs/api/get-program-options.ts';
import { useEventCategories } from '../../../entities/reference/api/get-event-categories.ts';
import { useAttendanceReport, type AttendanceReportQuery } from '../../../entities/reports/api/get-reports.ts';
import { useSearchParamsWriter } from '../../../lib/use-search-params-writer.ts';
import { readReportParams, writeReportParams } from '../report-params.ts';
import { Absentees } from './absentees.tsx';
import { AttendanceChart } from './attendance-chart.tsx';
import { ReportEvents } from './report-events.tsx';

/**
 * Reports: attendance per month for a period and programs (a chart and its table), the events of
 * the period, and the members who stopped coming. Every choice is kept in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, writeParams] = useSearchParamsWriter();
  const { attendance, absentees } = readReportParams(params);
  const report = useAttendanceReport(attendance);
  const programs = useProgramOptions();
  const categories = useEventCategories();
  function write(next: (current: ReturnType<typeof readReportParams>) => URLSearchParams) {
    writeParams((current) => next(readReportParams(current)), { replace: true });
  }
  function change(next: Partial<AttendanceReportQuery>) {
    write((current) => writeReportParams({ ...current.attendance, ...next }, current.absentees));
  }
  function changeDay(key: 'from' | 'to', value: string) {
    if (value !== '') change({ [key]: value });
  }
  const periodError =
    attendance.to < attendance.from
      ? t('api.reports.toBeforeFrom')
      : periodTooLong(attendance.from, attendance.to)
        ? t('api.reports.periodTooLong', { max: MAX_REPORT_YEARS })
        : undefined;

  return (
    <Stack gap="xl">
      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('reports.period')}>
        <TextInput type="date" label={t('reports.from')} value={attendance.from} onChange={(event) => changeDay('from', event.currentTarget.value)} w={170} />
        <TextInput type="date" label={t('reports.to')} value={attendance.to} onChange={(event) => changeDay('to', event.currentTarget.value)} w={170} error={periodError} />
        <MultiSelect
          label={t('reports.programs')}
          placeholder={attendance.program.length === 0 ? t('reports.allPrograms') : undefined}
          data={(programs.data?.programs ?? []).map((program) => ({ value: String(program.id), label: program.name }))}
          value={attendance.program}
          onChange={(program) => change({ program })}
          searchable
          clearable
          miw={220}
          maw={420}
        />
        <MultiSelect
          label={t('reports.categories')}
          placeholder={attendance.category.length === 0 ? t('reports.allCategories') : undefined}
          data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          value={attendance.category}
          onChange={(category) => change({ category })}
          searchable
          clearable
          miw={220}
          maw={420}
        />
      </Group>
      <section aria-labelledby="report-months">
        <Title order={2} size="h3" id="report-months" mb="sm">
          {t('reports.byMonth')}
        </Title>
        {report.isError && !periodError && (
          <Alert color="red" role="alert">
            {t('reports.notLoaded')}
          </Alert>
        )}
        {report.isPending && !report.isError && <Loader aria-label={t('common.loading')} />}
        {report.data && <AttendanceChart months={report.data.byMonth} />}
      </section>
      {report.data && <ReportEvents events={report.data.events} period={`${attendance.from}-${attendance.to}`} />}
      <Absentees query={absentees} onChange={(next) => write((current) => writeReportParams(current.attendance, next))} />
    </Stack>
  );
}
