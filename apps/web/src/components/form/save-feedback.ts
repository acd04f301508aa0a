import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { MessageCode } from '@console/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../toasts/toast-store.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { i18n } from '../../lib/i18n/index.ts';

export type SaveAction = 'create' | 'update';

/** A record whose form has the toasts of docs/product.md §2.7 (the catalog's `save` section). */
export type SavedThing = 'Member' | 'Event' | 'Program' | 'Venue' | 'Household' | 'Station' | 'CalendarFeed' | 'Webhook';

/**
 * The toasts of docs/product.md §2.7 for a record's form: 'Member created successfully!' and its
 * two failures, read from the catalog when shown, so they follow the language in force.
 */
export function saveMessages(thing: SavedThing) {
  const of = (action: SaveAction) => ({
    /** What the toasts of this save are about: its success replaces its failure (toast-store.ts). */
    about: `save.${thing}.${action}`,
    get success() {
      return i18n.t(`save.${thing}.${action}.success`);
    },
    get checkErrors() {
      return i18n.t(`save.${thing}.${action}.checkErrors`);
    },
    get tryAgain() {
      return i18n.t(`save.${thing}.${action}.tryAgain`);
    },
  });
  return { create: of('create'), update: of('update') } as const;
}

export type SaveMessages = ReturnType<typeof saveMessages>;

export interface SaveFailureRules<T extends FieldValues> {
  messages: SaveMessages;
  /** The form's fields that a reply's `errors` may name. */
  fields: readonly FieldPath<T>[];
  /** A 409 whose message, by its code, belongs on one field (a taken email, a taken name). */
  conflict?: { code: MessageCode; field: FieldPath<T> };
  /** The product asks to try again even when a field error is shown (Programs). */
  alwaysTryAgain?: boolean;
  /** The form showed a field error itself, outside its fields (a new member's household). */
  shownElsewhere?: boolean;
}

/**
 * A refused save: the reply's field errors (and a known conflict) go on their fields, the first
 * focused, and the toast asks to check for errors when one was shown, else to try again. The form
 * keeps everything the user typed.
 */
export function reportSaveFailure<T extends FieldValues>(
  rules: SaveFailureRules<T>,
  action: SaveAction,
  error: unknown,
  setError: UseFormSetError<T>,
) {
  let shown = applyServerErrors(error, setError, rules.fields) || Boolean(rules.shownElsewhere);
  const { conflict } = rules;
  if (!shown && conflict && error instanceof ApiError && error.status === 409 && error.code === conflict.code) {
    setError(conflict.field, { type: 'server', message: conflict.code }, { shouldFocus: true });
    shown = true;
  }
  const messages = rules.messages[action];
  toast.danger(shown && !rules.alwaysTryAgain ? messages.checkErrors : messages.tryAgain, { about: messages.about });
}

/** A save refused before it was sent (a field's own rule): its toast, about the save as the others are. */
export function reportInvalidForm(messages: SaveMessages, action: SaveAction) {
  toast.danger(messages[action].checkErrors, { about: messages[action].about });
}

/** A save that went through: its toast replaces the failure a try before it may have left. */
export function reportSaveSuccess(messages: SaveMessages, action: SaveAction) {
  toast.success(messages[action].success, { about: messages[action].about });
}
