import { describe, expect, it } from 'vitest';
import { defaultPeriod, readReportParams, writeReportParams } from './report-params.ts';

describe('the Reports page parameters', () => {
  it('defaults to the current month and the eleven before it, to today', () => {
    expect(defaultPeriod(new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(defaultPeriod(new Date('2026-01-05T10:00:00Z'))).toEqual({ from: '2025-02-01', to: '2026-01-05' });
  });

  it('reads what the URL holds and replaces a malformed value with its default', () => {
    const read = readReportParams(new URLSearchParams('from=2025-01-01&to=nope&program=3&program=4&weeks=0&minEvents=5'));
    expect(read.attendance).toMatchObject({ from: '2025-01-01', program: ['3', '4'], category: [] });
    expect(read.attendance.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.absentees).toEqual({ weeks: 4, minEvents: 5 });
  });

  it('writes the choices back so that reading them gives the same', () => {
    const attendance = { from: '2025-01-01', to: '2025-06-30', program: ['3'], category: ['7', '8'] };
    const absentees = { weeks: 6, minEvents: 2 };
    expect(readReportParams(writeReportParams(attendance, absentees))).toEqual({ attendance, absentees });
  });
});
