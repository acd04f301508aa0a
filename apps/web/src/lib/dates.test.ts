import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../test/time-zone.ts';
import {
  formatLocalDateTime,
  formatLocalTime,
  formatTimeAgo,
  isDay,
  localDayEndUtc,
  localDayStartUtc,
  localToUtc,
  utcToLocal,
} from './dates.ts';

describe('event times in America/Toronto', () => {
  inTimeZone('America/Toronto');

  it('converts a winter local time to UTC and back (UTC-5)', () => {
    expect(localToUtc('2026-01-15', '19:30')).toEqual({ date: '2026-01-16', time: '00:30' });
    expect(utcToLocal('2026-01-16', '00:30')).toEqual({ date: '2026-01-15', time: '19:30' });
  });

  it('converts a summer local time to UTC and back (UTC-4)', () => {
    expect(localToUtc('2026-07-01', '09:00')).toEqual({ date: '2026-07-01', time: '13:00' });
    expect(utcToLocal('2026-07-01', '13:00')).toEqual({ date: '2026-07-01', time: '09:00' });
  });

  it('handles the daylight-saving change day 2026-03-08', () => {
    expect(localToUtc('2026-03-08', '01:30')).toEqual({ date: '2026-03-08', time: '06:30' });
    expect(localToUtc('2026-03-08', '10:00')).toEqual({ date: '2026-03-08', time: '14:00' });
    expect(utcToLocal('2026-03-08', '14:00')).toEqual({ date: '2026-03-08', time: '10:00' });
    // The day is 23 hours long: it starts at 05:00Z and ends at 03:59:59.999Z the next day.
    expect(localDayStartUtc('2026-03-08')).toBe('2026-03-08 05:00:00.000');
    expect(localDayEndUtc('2026-03-08')).toBe('2026-03-09 03:59:59.999');
  });

  it('accepts an ISO date string from the API', () => {
    expect(utcToLocal('2026-07-01T00:00:00.000Z', '13:00')).toEqual({ date: '2026-07-01', time: '09:00' });
    expect(formatLocalDateTime('2026-01-16', '00:30')).toBe('2026-01-15 19:30');
  });

  it("writes another language's numeric date and 24-hour time, each time with its own value", () => {
    // Daylight-saving time began at 02:00 that day: 18:30Z is 14:30 EDT.
    expect(formatLocalDateTime('2030-03-10', '18:30', 'es')).toBe('10/03/2030, 14:30');
    expect(formatLocalDateTime('2026-01-16', '00:30', 'es')).toBe('15/01/2026, 19:30');
    expect(formatLocalDateTime('2026-01-16', '00:30')).toBe('2026-01-15 19:30');
  });
});

describe('event times in Asia/Manila', () => {
  inTimeZone('Asia/Manila');

  it('converts across midnight (UTC+8)', () => {
    expect(localToUtc('2026-03-08', '07:15')).toEqual({ date: '2026-03-07', time: '23:15' });
    expect(utcToLocal('2026-03-07', '23:15')).toEqual({ date: '2026-03-08', time: '07:15' });
  });

  it('turns filter days into UTC bounds', () => {
    expect(localDayStartUtc('2026-03-08')).toBe('2026-03-07 16:00:00.000');
    expect(localDayEndUtc('2026-03-08')).toBe('2026-03-08 15:59:59.999');
  });
});

describe('isDay', () => {
  it('accepts only YYYY-MM-DD', () => {
    expect(isDay('2026-03-08')).toBe(true);
    expect(isDay('2026-3-8')).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(isDay('2026-13-40')).toBe(false);
  });
});

describe('formatTimeAgo and formatLocalTime in America/Toronto', () => {
  inTimeZone('America/Toronto');
  const now = new Date('2030-03-10T12:00:00Z');

  it('tells a recent instant in minutes, hours or days, in the language shown', () => {
    expect(formatTimeAgo('2030-03-10T11:59:30Z', now)).toBe('now');
    expect(formatTimeAgo('2030-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2030-03-10T11:01:00Z', now)).toBe('59 minutes ago');
    expect(formatTimeAgo('2030-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2030-03-09T11:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2030-03-05T12:00:00Z', now)).toBe('5 days ago');
    expect(formatTimeAgo('2030-03-10T11:55:00Z', now, 'es')).toBe('hace 5 minutos');
  });

  it('writes an instant older than a month as its local date and time', () => {
    // 08:30Z on 1 January is 03:30 in Toronto (UTC-5).
    expect(formatTimeAgo('2030-01-01T08:30:00Z', now)).toBe('2030-01-01 03:30');
  });

  it('counts a clock a little ahead of this one as now', () => {
    expect(formatTimeAgo('2030-03-10T12:01:00Z', now)).toBe('now');
  });

  it("writes an instant's local time of day, 24-hour", () => {
    // Daylight-saving time began at 02:00 that day: 18:35Z is 14:35 EDT.
    expect(formatLocalTime('2030-03-10T18:35:00Z')).toBe('14:35');
    expect(formatLocalTime('2030-01-01T08:30:00Z', 'es')).toBe('03:30');
  });
});
