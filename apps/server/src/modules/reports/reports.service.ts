import type { AbsenteesQuery, Absentee, AttendanceReport, AttendanceReportQuery, ReportMonth } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import * as repo from './reports.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const monthOf = (instant: number) => new Date(instant).toISOString().slice(0, 7);

/** Every month from `from`'s to `to`'s (YYYY-MM-DD), as YYYY-MM, counted as numbers (year × 12 + month). */
function monthsBetween(from: string, to: string): string[] {
  const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let month = monthNumber(from); month <= monthNumber(to); month += 1) {
    months.push(`${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export async function attendanceReport(db: Db, query: AttendanceReportQuery): Promise<AttendanceReport> {
  const rows = await repo.findReportEvents(db, { from: startOfDay(query.from), to: startOfDay(query.to) + DAY_MS }, query.program, query.category);
  const events = rows.map((row) => ({
    code: row.code,
    name: row.name,
    start: new Date(Number(row.starts_at)).toISOString(),
    program: row.program,
    registered: Number(row.registered),
    checked: Number(row.checked),
  }));
  const byMonth = new Map<string, ReportMonth>(monthsBetween(query.from, query.to).map((month) => [month, { month, events: 0, registered: 0, checked: 0 }]));
  for (const [index, event] of events.entries()) {
    const month = byMonth.get(monthOf(Number(rows[index]!.starts_at)))!;
    month.events += 1;
    month.registered += event.registered;
    month.checked += event.checked;
  }
  return { events, byMonth: [...byMonth.values()] };
}

/** Members who came regularly (6 months before the last `weeks` weeks) and have not come since. */
export async function absentees(db: Db, query: AbsenteesQuery, now = Date.now()): Promise<Absentee[]> {
  const cutoff = now - query.weeks * 7 * DAY_MS;
  const from = new Date(cutoff);
  from.setUTCMonth(from.getUTCMonth() - 6);
  const rows = await repo.findAbsentees(db, { from: from.getTime(), cutoff }, query.minEvents);
  return rows.map((row) => ({
    code: row.code,
    fullname: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phones: row.phones,
    lastCheckIn: new Date(Number(row.last_check_in)).toISOString(),
    eventsBefore: Number(row.events_before),
  }));
}
