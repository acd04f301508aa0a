import { afterEach, describe, expect, it } from 'vitest';
import type { EventSeries } from '@console/contracts';
import { i18n, setLanguage, type Language } from '../../../lib/i18n/index.ts';
import { seriesSentence } from './series-sentence.ts';

afterEach(() => setLanguage('en', false));

type Repeat = EventSeries['repeat'];
const repeat = (overrides: Partial<Repeat>): Repeat => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: null,
  monthlyBy: null,
  until: null,
  count: null,
  ...overrides,
});

const REPEATS: [Repeat, firstDay: string, english: string, spanish: string][] = [
  [
    repeat({ weekdays: ['SU'], until: '2027-06-27' }),
    '2027-03-14',
    'Every week on Sunday, until June 27, 2027',
    'Cada semana el domingo, hasta el 27 de junio de 2027',
  ],
  [
    repeat({ interval: 2, weekdays: ['MO', 'WE'], count: 10 }),
    '2027-06-07',
    'Every 2 weeks on Monday and Wednesday, 10 events',
    'Cada 2 semanas el lunes y el miércoles, 10 eventos',
  ],
  // 2027-03-14 is the second Sunday of March.
  [
    repeat({ frequency: 'monthly', monthlyBy: 'weekday', count: 6 }),
    '2027-03-14',
    'Every month on the second Sunday, 6 events',
    'Cada mes el segundo domingo, 6 eventos',
  ],
  // 2027-05-30 is the fifth Sunday of May: the series keeps to the last one.
  [
    repeat({ frequency: 'monthly', monthlyBy: 'weekday', until: '2027-12-31' }),
    '2027-05-30',
    'Every month on the last Sunday, until December 31, 2027',
    'Cada mes el último domingo, hasta el 31 de diciembre de 2027',
  ],
  [
    repeat({ frequency: 'monthly', interval: 3, monthlyBy: 'day-of-month', count: 1 }),
    '2027-01-31',
    'Every 3 months on day 31, 1 event',
    'Cada 3 meses el día 31, 1 evento',
  ],
];

async function sentencesIn(language: Language) {
  await setLanguage(language, false);
  return REPEATS.map(([rule, firstDay]) => seriesSentence(rule, firstDay, i18n.t, language));
}

describe('seriesSentence', () => {
  it('tells the rule in English', async () => {
    expect(await sentencesIn('en')).toEqual(REPEATS.map(([, , english]) => english));
  });

  it('tells the rule in Spanish, dates written the Spanish way', async () => {
    expect(await sentencesIn('es')).toEqual(REPEATS.map(([, , , spanish]) => spanish));
  });
});
