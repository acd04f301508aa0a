import { describe, expect, it } from 'vitest';
import { fromWallClock, wallClock, wallDate } from './zoned-time.ts';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const utc = (instant: number) => new Date(instant).toISOString().slice(0, 16);

describe('wallClock', () => {
  it('shows the local date and time in the zone', () => {
    // Madrid is UTC+1 in winter and UTC+2 in summer.
    expect(utc(wallClock(Date.parse('2027-03-21T09:00:00Z'), 'Europe/Madrid'))).toBe('2027-03-21T10:00');
    expect(utc(wallClock(Date.parse('2027-03-28T08:00:00Z'), 'Europe/Madrid'))).toBe('2027-03-28T10:00');
    // Midnight is 00, not 24; and a local day differs from the UTC one.
    expect(utc(wallClock(Date.parse('2027-06-30T22:00:00Z'), 'Europe/Madrid'))).toBe('2027-07-01T00:00');
    expect(wallDate(wallClock(Date.parse('2027-01-01T03:00:00Z'), 'America/Toronto'))).toBe('2026-12-31');
  });

  it('is UTC itself in UTC, in any year', () => {
    expect(wallClock(Date.parse('2027-03-21T09:00:00Z'), 'UTC')).toBe(Date.parse('2027-03-21T09:00:00Z'));
    expect(wallClock(Date.parse('0050-06-01T09:00:00Z'), 'UTC')).toBe(Date.parse('0050-06-01T09:00:00Z'));
  });
});

describe('fromWallClock', () => {
  it('turns a local time back into its UTC instant on either side of daylight saving', () => {
    expect(utc(fromWallClock(wall('2027-03-21T10:00:00'), 'Europe/Madrid'))).toBe('2027-03-21T09:00');
    expect(utc(fromWallClock(wall('2027-03-28T10:00:00'), 'Europe/Madrid'))).toBe('2027-03-28T08:00');
    expect(utc(fromWallClock(wall('2027-11-07T10:00:00'), 'America/Toronto'))).toBe('2027-11-07T15:00');
    expect(utc(fromWallClock(wall('2027-07-04T10:00:00'), 'America/Toronto'))).toBe('2027-07-04T14:00');
  });

  it('moves a time the clocks skip forward by the gap', () => {
    // 2027-03-28 in Madrid: 02:00 becomes 03:00, so 02:30 is 03:30 CEST, 01:30 UTC.
    expect(utc(fromWallClock(wall('2027-03-28T02:30:00'), 'Europe/Madrid'))).toBe('2027-03-28T01:30');
    expect(utc(wallClock(fromWallClock(wall('2027-03-28T02:30:00'), 'Europe/Madrid'), 'Europe/Madrid'))).toBe('2027-03-28T03:30');
  });

  it('takes the earlier of a time the clocks show twice', () => {
    // 2027-10-31 in Madrid: 03:00 CEST becomes 02:00 CET, so 02:30 comes at 00:30 and at 01:30 UTC.
    expect(utc(fromWallClock(wall('2027-10-31T02:30:00'), 'Europe/Madrid'))).toBe('2027-10-31T00:30');
  });
});
