import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { useEventsList } from './use-events-list.ts';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Toronto';
});
afterAll(() => {
  process.env.TZ = previousZone;
});

function QueryProbe() {
  const { query, dates } = useEventsList();
  return (
    <>
      <pre data-testid="query">{JSON.stringify(query)}</pre>
      <pre data-testid="dates">{JSON.stringify(dates)}</pre>
    </>
  );
}

const read = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? '{}') as Record<string, unknown>;

describe('useEventsList', () => {
  it('sorts by start date ascending by default', () => {
    renderWithApp(<QueryProbe />, { url: '/events' });
    expect(read('query')).toEqual({ page: 1, size: 10, sort: 'start-date', direction: 'asc', venue: [], status: [] });
  });

  it('turns the local days in the URL into UTC bounds: after = day start, before = day end', () => {
    renderWithApp(<QueryProbe />, {
      url: '/events?startafter=2026-03-08&startbefore=2026-03-08&endafter=2026-07-01&endbefore=2026-01-15&venue=2&status=cancelled&sort=name&direction=desc',
    });
    expect(read('query')).toEqual({
      page: 1,
      size: 10,
      sort: 'name',
      direction: 'desc',
      venue: ['2'],
      status: ['cancelled'],
      startafter: '2026-03-08 05:00:00.000',
      startbefore: '2026-03-09 03:59:59.999',
      endafter: '2026-07-01 04:00:00.000',
      endbefore: '2026-01-16 04:59:59.999',
    });
  });

  it('reads `today` as the local day it is followed on: the navigation opens upcoming events from today', () => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    // Toronto's midnight in UTC: 05:00 in winter, 04:00 in summer.
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString().replace('T', ' ').slice(0, 23);
    renderWithApp(<QueryProbe />, { url: '/events?endafter=today' });
    expect(read('dates')).toEqual({ startbefore: '', startafter: '', endbefore: '', endafter: today });
    expect(read('query')).toEqual({ page: 1, size: 10, sort: 'start-date', direction: 'asc', venue: [], status: [], endafter: midnight });
  });

  it('ignores a date filter that is not a day', () => {
    renderWithApp(<QueryProbe />, { url: '/events?startafter=yesterday' });
    expect(read('dates')).toEqual({ startbefore: '', startafter: '', endbefore: '', endafter: '' });
    expect(read('query')).not.toHaveProperty('startafter');
  });
});
