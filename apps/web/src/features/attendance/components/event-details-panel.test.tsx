import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { toLocalDateTime } from '../local-date-time.ts';
import { buildEvent } from '../testing.ts';
import { EventDetailsPanel } from './event-details-panel.tsx';

describe('EventDetailsPanel', () => {
  it('shows every field disabled, dates in local time, and an Edit link', () => {
    const event = buildEvent({ code: 42, name: 'Spring Retreat', isCancelled: true, isPublic: false, registrationRequired: true });
    renderWithApp(<EventDetailsPanel event={event} />);
    const start = toLocalDateTime(event.startDate, event.startTime);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('42');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring Retreat');
    expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveValue('Parish Hall');
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(start.date);
    expect(screen.getByRole('textbox', { name: 'Start Time' })).toHaveValue(start.time);
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Cancelled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Registration Required' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Public' })).not.toBeChecked();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/42/edit');
  });
});
