import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { inTimeZone } from '../../../test/time-zone.ts';
import { buildEvent } from '../../../test/attendance-fixtures.ts';
import { EventDetailsPanel } from './event-details-panel.tsx';

// The event runs from 2030-03-10 14:30 to 2030-03-11 18:00 UTC (buildEvent).
const shown = (name: string) => screen.getByRole('textbox', { name });

describe('EventDetailsPanel in Toronto (the day daylight-saving time starts: UTC-4 from 07:00 UTC)', () => {
  inTimeZone('America/Toronto');

  it('shows the start and end in local time', () => {
    renderWithApp(<EventDetailsPanel event={buildEvent()} />);
    expect(
      [shown('Start Date'), shown('Start Time'), shown('End Date'), shown('End Time')].map((box) => (box as HTMLInputElement).value),
    ).toEqual(['2030-03-10', '10:30', '2030-03-11', '14:00']);
  });
});

describe('EventDetailsPanel in Manila (UTC+8)', () => {
  inTimeZone('Asia/Manila');

  it('shows the start and end in local time, the end on the next day', () => {
    renderWithApp(<EventDetailsPanel event={buildEvent()} />);
    expect(
      [shown('Start Date'), shown('Start Time'), shown('End Date'), shown('End Time')].map((box) => (box as HTMLInputElement).value),
    ).toEqual(['2030-03-10', '22:30', '2030-03-12', '02:00']);
  });
});

describe('EventDetailsPanel', () => {
  it('shows every field disabled, and an Edit link', () => {
    const event = buildEvent({
      code: 42,
      name: 'Spring Retreat',
      isCancelled: true,
      isPublic: false,
      registrationRequired: true,
      ageMin: 12,
      ageMax: null,
    });
    renderWithApp(<EventDetailsPanel event={event} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('42');
    expect(screen.getByRole('textbox', { name: 'Ages from' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Ages to' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring Retreat');
    expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveValue('Parish Hall');
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Cancelled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Registration Required' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Public' })).not.toBeChecked();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/42/edit');
  });
});
