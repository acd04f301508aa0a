import type { UseFormSetError } from 'react-hook-form';
import { messages } from '@console/contracts';
import { applyServerErrors } from '../../components/form/apply-server-errors.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { MEMBER_FORM_FIELDS, type MemberFormValues } from './schemas.ts';

export type MemberSaveAction = 'create' | 'update';

/** The toasts of product-spec section 8 (Members create and update). */
export const memberSaveMessages = {
  create: {
    success: 'Member created successfully!',
    checkErrors: 'Member create failed! Please check for errors.',
    tryAgain: 'Member create failed! Please try again.',
  },
  update: {
    success: 'Member updated successfully!',
    checkErrors: 'Member update failed! Please check for errors.',
    tryAgain: 'Member update failed! Please try again.',
  },
} as const;

/**
 * A refused save: field errors from the server (a 409 email conflict included) go on their
 * fields with "check for errors"; anything else (403, 5xx, no connection) is "try again".
 * The form keeps everything the user typed.
 */
export function reportMemberSaveFailure(action: MemberSaveAction, error: unknown, setError: UseFormSetError<MemberFormValues>) {
  let shown = applyServerErrors(error, setError, MEMBER_FORM_FIELDS);
  if (!shown && error instanceof ApiError && error.status === 409 && error.message === messages.members.emailInUse) {
    setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
    shown = true;
  }
  toast.danger(shown ? memberSaveMessages[action].checkErrors : memberSaveMessages[action].tryAgain);
}
