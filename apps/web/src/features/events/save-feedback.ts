import type { UseFormSetError } from 'react-hook-form';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { ApiError } from '../../lib/api-client.ts';
import { EVENT_FORM_FIELDS, type EventFormValues } from './schemas.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { translateApiMessage } from '../../lib/i18n/translate.ts';
import { REPEAT_FORM_FIELDS } from './series/repeat-values.ts';

export const eventSaveMessages = saveMessages('Event');

/** Field errors of the reply (such as the server's end-before-start check) show on their fields; anything else asks to try again. */
export function reportEventSaveFailure(action: SaveAction, error: unknown, setError: UseFormSetError<EventFormValues>) {
  reportSaveFailure({ messages: eventSaveMessages, fields: [...EVENT_FORM_FIELDS, ...REPEAT_FORM_FIELDS] }, action, error, setError);
}

/** What the event form's modals create. */
export type EventOption = 'Program' | 'Category' | 'Venue';

/** The modals' toasts: '{Thing} created successfully.' and its two failures (docs/product.md §5.3). */
export function optionCreatedMessage(thing: EventOption): string {
  return i18n.t(`events.option.${thing}.created`);
}

export function optionCreateFailedMessage(thing: EventOption, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return i18n.t(`events.option.${thing}.tryAgain`);
  return i18n.t(`events.option.${thing}.failedBecause`, { reason: translateApiMessage(error).replace(/\.+$/, '') });
}
