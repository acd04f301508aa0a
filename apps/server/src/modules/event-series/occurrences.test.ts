import { describe, expect, it } from 'vitest';
import { messages, repeatSchema, type RepeatInput } from '@console/contracts';
import { planSeries } from './occurrences.ts';

const utc = (instant: number) => new Date(instant).toISOString().slice(0, 16);
const plan = (repeat: RepeatInput, firstStart: string, timeZone = 'Europe/Madrid') => {
  const { rule, starts } = planSeries(repeatSchema.parse(repeat), Date.parse(`${firstStart}:00Z`), timeZone);
  return { rule, starts: starts.map(utc) };
};
const refusal = (repeat: RepeatInput, firstStart: string) => {
  try {
    plan(repeat, firstStart);
  } catch (error) {
    return (error as { errors?: unknown }).errors;
  }
  throw new Error('not refused');
};

describe('planSeries', () => {
  it('keeps 10:00 local across daylight saving, weekly', () => {
    // Sunday 2027-03-21 10:00 in Madrid is 09:00 UTC; clocks go forward on the 28th.
    expect(plan({ frequency: 'weekly', weekdays: ['SU'], count: 3 }, '2027-03-21T09:00')).toEqual({
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;COUNT=3',
      starts: ['2027-03-21T09:00', '2027-03-28T08:00', '2027-04-04T08:00'],
    });
  });

  it('repeats on several weekdays every other week, until a local day included', () => {
    // Monday 2027-01-04 18:00 Madrid (17:00 UTC); every two weeks on Monday and Thursday (the week of the 11th left out), until Thursday the 21st.
    expect(plan({ frequency: 'weekly', interval: 2, weekdays: ['TH', 'MO'], until: '2027-01-21' }, '2027-01-04T17:00')).toEqual({
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270121',
      starts: ['2027-01-04T17:00', '2027-01-07T17:00', '2027-01-18T17:00', '2027-01-21T17:00'],
    });
  });

  it('counts a local day in the zone, not in UTC', () => {
    // 20:00 on Saturday in Toronto is 01:00 UTC on Sunday.
    expect(plan({ frequency: 'weekly', weekdays: ['SA'], count: 2 }, '2027-01-03T01:00', 'America/Toronto').starts).toEqual([
      '2027-01-03T01:00',
      '2027-01-10T01:00',
    ]);
  });

  it('repeats monthly on the same weekday of the month', () => {
    // The second Sunday: 2027-02-14 10:00 Madrid, then 14 March (CET), 11 April and 9 May (CEST).
    expect(plan({ frequency: 'monthly', monthlyBy: 'weekday', count: 4 }, '2027-02-14T09:00')).toEqual({
      rule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2SU;COUNT=4',
      starts: ['2027-02-14T09:00', '2027-03-14T09:00', '2027-04-11T08:00', '2027-05-09T08:00'],
    });
  });

  it('makes a fifth weekday the last one of each month', () => {
    // Sunday 2027-01-31 is the fifth Sunday; February's last is the 28th, March's the 28th, April's the 25th.
    expect(plan({ frequency: 'monthly', monthlyBy: 'weekday', count: 4 }, '2027-01-31T09:00')).toEqual({
      rule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1SU;COUNT=4',
      starts: ['2027-01-31T09:00', '2027-02-28T09:00', '2027-03-28T08:00', '2027-04-25T08:00'],
    });
  });

  it('skips the months without the day of the month', () => {
    expect(plan({ frequency: 'monthly', monthlyBy: 'day-of-month', until: '2027-07-31' }, '2027-01-31T09:00')).toEqual({
      rule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31;UNTIL=20270731',
      starts: ['2027-01-31T09:00', '2027-03-31T08:00', '2027-05-31T08:00', '2027-07-31T08:00'],
    });
  });

  it('makes up to 260 events and refuses 261', () => {
    // Weekly from Monday 2027-01-04: the 260th is 2031-12-22, the 261st 2031-12-29.
    expect(plan({ frequency: 'weekly', weekdays: ['MO'], until: '2031-12-22' }, '2027-01-04T09:00').starts).toHaveLength(260);
    expect(refusal({ frequency: 'weekly', weekdays: ['MO'], until: '2031-12-29' }, '2027-01-04T09:00')).toEqual({
      'repeat.until': [messages.eventSeries.tooManyEvents({ max: 260 })],
    });
    expect(refusal({ frequency: 'weekly', weekdays: ['MO'], until: '9999-12-31' }, '2027-01-04T09:00')).toHaveProperty(['repeat.until']);
  });

  it('refuses a first event the rule would not make, and an end before it', () => {
    expect(refusal({ frequency: 'weekly', weekdays: ['MO'], count: 2 }, '2027-01-03T09:00')).toEqual({
      'repeat.weekdays': [messages.eventSeries.startNotOnWeekday],
    });
    expect(refusal({ frequency: 'weekly', weekdays: ['SU'], until: '2027-01-02' }, '2027-01-03T09:00')).toEqual({
      'repeat.until': [messages.eventSeries.untilBeforeStart],
    });
  });
});
