import { screen, within } from '@testing-library/react';
import type { EventSeries } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { stubApi } from '../../../test/events-fixtures.ts';
import { inTimeZone } from '../../../test/time-zone.ts';
import { SeriesPanel } from './series-panel.tsx';

inTimeZone('America/Toronto');
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', false);
});

const seriesEvent = (code: number, startDate: string, status: string) => ({
  code,
  name: 'Sunday school',
  startDate,
  startTime: '14:00',
  endDate: startDate,
  endTime: '15:00',
  status,
  isCancelled: status === 'Cancelled',
});

// Every second Sunday of the month from 2027-03-14, 10:00 in Toronto (14:00 UTC, daylight time).
const SERIES: EventSeries = {
  id: 7,
  repeat: { frequency: 'monthly', interval: 1, weekdays: null, monthlyBy: 'weekday', until: null, count: 3 },
  rule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2SU;COUNT=3',
  timeZone: 'America/Toronto',
  events: [
    seriesEvent(90, '2027-03-14', 'Finalized'),
    seriesEvent(91, '2027-04-11', 'Cancelled'),
    seriesEvent(92, '2027-05-09', 'Upcoming'),
  ],
};

function renderPanel() {
  stubApi((call) => (call.path === '/api/event-series/7' ? { body: SERIES } : undefined));
  return renderWithApp(<SeriesPanel seriesId={7} currentCode={91} />, { url: '/events/91' });
}

describe('SeriesPanel', () => {
  it('tells the rule and lists the events, each linking to its page, the one shown marked', async () => {
    renderPanel();
    expect(await screen.findByText('Every month on the second Sunday, 3 events')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Events of the series' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2027-03-14 10:00Finalized',
      '2027-04-11 10:00Cancelled(This event)',
      '2027-05-09 10:00Upcoming',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/events/90');
    expect(within(items[0]!).getByRole('link')).not.toHaveAttribute('aria-current');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Spanish', async () => {
    await setLanguage('es', false);
    renderPanel();
    expect(await screen.findByText('Cada mes el segundo domingo, 3 eventos')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Eventos de la serie' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('11/04/2027, 10:00Cancelado(Este evento)');
  });
});
