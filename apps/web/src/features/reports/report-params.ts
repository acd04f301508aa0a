import type { AbsenteesQuery, AttendanceReportQuery } from '../../entities/reports/api/get-reports.ts';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The default period: the current month and the eleven before it, to today (UTC dates). */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: from.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

const count = (value: string | null, fallback: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** The Reports page's choices as its URL keeps them, a missing or malformed one taking its default. */
export function readReportParams(params: URLSearchParams): { attendance: AttendanceReportQuery; absentees: AbsenteesQuery } {
  const period = defaultPeriod();
  const from = params.get('from');
  const to = params.get('to');
  return {
    attendance: {
      from: isDay(from) ? from : period.from,
      to: isDay(to) ? to : period.to,
      program: params.getAll('program'),
      category: params.getAll('category'),
    },
    absentees: { weeks: count(params.get('weeks'), 4, 52), minEvents: count(params.get('minEvents'), 3, 100) },
  };
}

/** The choices as URL parameters (repeated programs and categories). */
export function writeReportParams(attendance: AttendanceReportQuery, absentees: AbsenteesQuery): URLSearchParams {
  const params = new URLSearchParams({ from: attendance.from, to: attendance.to });
  for (const program of attendance.program) params.append('program', program);
  for (const category of attendance.category) params.append('category', category);
  params.set('weeks', String(absentees.weeks));
  params.set('minEvents', String(absentees.minEvents));
  return params;
}
