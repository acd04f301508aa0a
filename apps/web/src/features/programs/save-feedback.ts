import type { UseFormSetError } from 'react-hook-form';
import { messages } from '@console/contracts';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { PROGRAM_FORM_FIELDS, type ProgramFormValues } from '../../entities/programs/model/program-form-values.ts';

export const programSaveMessages = saveMessages('Program');

/**
 * The product answers every non-OK reply with "try again" (docs/product.md §7; "check for
 * errors" is for the form's own validation); the reply's field errors, such as a 409 'Program
 * already exists', are shown on their fields as well.
 */
export function reportProgramSaveFailure(action: SaveAction, error: unknown, setError: UseFormSetError<ProgramFormValues>) {
  reportSaveFailure(
    {
      messages: programSaveMessages,
      fields: PROGRAM_FORM_FIELDS,
      conflict: { code: messages.programs.alreadyExists, field: 'name' },
      alwaysTryAgain: true,
    },
    action,
    error,
    setError,
  );
}
