import type { UseFormSetError } from 'react-hook-form';
import { messages } from '@console/contracts';
import { applyServerErrors } from '../../components/form/apply-server-errors.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { PROGRAM_FORM_FIELDS, type ProgramFormValues } from './schemas.ts';

export type ProgramSaveAction = 'create' | 'update';

/** The toasts of product-spec section 8 (Programs). */
export const programSaveMessages = {
  create: {
    success: 'Program created successfully!',
    checkErrors: 'Program create failed! Please check for errors.',
    tryAgain: 'Program create failed! Please try again.',
  },
  update: {
    success: 'Program updated successfully!',
    checkErrors: 'Program update failed! Please check for errors.',
    tryAgain: 'Program update failed! Please try again.',
  },
} as const;

/**
 * A refused save. The product answers every non-OK reply with "try again" (product-spec section
 * 8; "check for errors" is for the form's own validation), and any field errors of the reply,
 * such as a 409 'Program already exists', are shown on their fields as well. The form keeps
 * everything the user typed.
 */
export function reportProgramSaveFailure(action: ProgramSaveAction, error: unknown, setError: UseFormSetError<ProgramFormValues>) {
  const shown = applyServerErrors(error, setError, PROGRAM_FORM_FIELDS);
  if (!shown && error instanceof ApiError && error.status === 409 && error.message === messages.programs.alreadyExists) {
    setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
  }
  toast.danger(programSaveMessages[action].tryAgain);
}
