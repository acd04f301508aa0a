import type { UseFormSetError } from 'react-hook-form';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { ApiError } from '../../lib/api-client.ts';
import { EVENT_FORM_FIELDS, type EventFormValues } from './schemas.ts';

export const eventSaveMessages = saveMessages('Event');

/** Cancel and restore report what the server said (the old product claimed success either way). */
export const eventStatusMessages = {
  cancel: { success: 'Event cancelled successfully!', failure: 'Event cancel failed! Please try again.' },
  restore: { success: 'Event restored successfully!', failure: 'Event restore failed! Please try again.' },
} as const;

/** Field errors of the reply (such as the server's end-before-start check) show on their fields; anything else asks to try again. */
export function reportEventSaveFailure(action: SaveAction, error: unknown, setError: UseFormSetError<EventFormValues>) {
  reportSaveFailure({ messages: eventSaveMessages, fields: EVENT_FORM_FIELDS }, action, error, setError);
}

/** The modals' toasts: '{Thing} created successfully.' and its two failures (product-spec section 8). */
export function optionCreatedMessage(thing: string): string {
  return `${thing} created successfully.`;
}

export function optionCreateFailedMessage(thing: string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return `${thing} create failed. Please try again.`;
  return `${thing} create failed. ${error.message.replace(/\.+$/, '')}.`;
}
