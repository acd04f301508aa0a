import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Absentee, AttendanceReport } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AttendanceReportQuery {
  from: string;
  to: string;
  program: string[];
  category: string[];
}

export interface AbsenteesQuery {
  weeks: number;
  minEvents: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  attendance: (query: AttendanceReportQuery) => [...reportKeys.all, 'attendance', query] as const,
  absentees: (query: AbsenteesQuery) => [...reportKeys.all, 'absentees', query] as const,
};

/** Attendance of a period: its events with their counts, and the counts per month. */
export function useAttendanceReport(query: AttendanceReportQuery) {
  return useQuery({
    queryKey: reportKeys.attendance(query),
    queryFn: ({ signal }) => apiFetch<AttendanceReport>('/reports/attendance', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The members who came regularly and stopped. */
export function useAbsentees(query: AbsenteesQuery) {
  return useQuery({
    queryKey: reportKeys.absentees(query),
    queryFn: ({ signal }) => apiFetch<Absentee[]>('/reports/absentees', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
