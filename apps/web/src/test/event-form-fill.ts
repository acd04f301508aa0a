import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A date or time input of the event form by its label (the label also carries the required asterisk). */
export const dateTimeInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

/** Types a date or time as the browser's picker gives it, then leaves the field. */
export function setDateTime(label: string, value: string) {
  const input = dateTimeInput(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export interface EventFormDates {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** Fills New Event validly (Bible Study, Retreat, Chapel, the name and dates given) from the stubbed reference data. */
export async function fillEventForm(user: UserEvent, name: string, dates: EventFormDates) {
  const select = (label: string) => screen.getByRole('combobox', { name: label });
  await user.selectOptions(select('Program'), await screen.findByRole('option', { name: 'Bible Study' }));
  await user.selectOptions(select('Category'), await screen.findByRole('option', { name: 'Retreat' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.selectOptions(select('Venue'), await screen.findByRole('option', { name: 'Chapel' }));
  setDateTime('Start Date', dates.startDate);
  setDateTime('Start Time', dates.startTime);
  setDateTime('End Date', dates.endDate);
  setDateTime('End Time', dates.endTime);
}
