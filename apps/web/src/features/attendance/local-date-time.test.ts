import { describe, expect, it } from 'vitest';
import { toLocalDateTime } from './local-date-time.ts';

describe('toLocalDateTime', () => {
  it('turns a UTC date and time into the same instant in local time', () => {
    const instant = new Date(Date.UTC(2030, 2, 10, 23, 45));
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(toLocalDateTime('2030-03-10', '23:45')).toEqual({
      date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
      time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
    });
  });

  it('uses only the date part of an ISO string', () => {
    expect(toLocalDateTime('2030-03-10T00:00:00.000Z', '12:00')).toEqual(toLocalDateTime('2030-03-10', '12:00'));
  });

  it('leaves values it cannot read as they are', () => {
    expect(toLocalDateTime('', '')).toEqual({ date: '', time: '' });
  });
});
