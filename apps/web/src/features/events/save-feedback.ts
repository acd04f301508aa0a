import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../components/form/apply-server-errors.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { EVENT_FORM_FIELDS, type EventFormValues } from './schemas.ts';

export type EventSaveAction = 'create' | 'update';

/** The toasts of product-spec section 8 (Events). */
export const eventSaveMessages = {
  create: {
    success: 'Event created successfully!',
    checkErrors: 'Event create failed! Please check for errors.',
    tryAgain: 'Event create failed! Please try again.',
  },
  update: {
    success: 'Event updated successfully!',
    checkErrors: 'Event update failed! Please check for errors.',
    tryAgain: 'Event update failed! Please try again.',
  },
} as const;

/** Cancel and restore report what the server said (the old product claimed success either way). */
export const eventStatusMessages = {
  cancel: { success: 'Event cancelled successfully!', failure: 'Event cancel failed! Please try again.' },
  restore: { success: 'Event restored successfully!', failure: 'Event restore failed! Please try again.' },
} as const;

/**
 * A refused save: field errors of the reply (such as the server's end-before-start check) show on
 * their fields and ask to check for errors; anything else asks to try again. The form keeps
 * everything the user typed.
 */
export function reportEventSaveFailure(action: EventSaveAction, error: unknown, setError: UseFormSetError<EventFormValues>) {
  const shown = applyServerErrors(error, setError, EVENT_FORM_FIELDS);
  toast.danger(shown ? eventSaveMessages[action].checkErrors : eventSaveMessages[action].tryAgain);
}

/** The modals' toasts: '{Thing} created successfully.' and its two failures (product-spec section 8). */
export function optionCreatedMessage(thing: string): string {
  return `${thing} created successfully.`;
}

export function optionCreateFailedMessage(thing: string, error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return `${thing} create failed. Please try again.`;
  return `${thing} create failed. ${error.message.replace(/\.+$/, '')}.`;
}
