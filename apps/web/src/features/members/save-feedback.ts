import type { UseFormSetError } from 'react-hook-form';
import { messages } from '@console/contracts';
import { reportSaveFailure, saveMessages, type SaveAction } from '../../components/form/save-feedback.ts';
import { MEMBER_FORM_FIELDS, type MemberFormValues } from './form-values.ts';

export const memberSaveMessages = saveMessages('Member');

/**
 * Field errors from the server (a 409 taken email included) go on their fields with "check for
 * errors"; anything else is "try again". `shownElsewhere`: the form showed one itself (the household).
 */
export function reportMemberSaveFailure(
  action: SaveAction,
  error: unknown,
  setError: UseFormSetError<MemberFormValues>,
  shownElsewhere = false,
) {
  reportSaveFailure(
    {
      messages: memberSaveMessages,
      fields: MEMBER_FORM_FIELDS,
      conflict: { code: messages.members.emailInUse, field: 'email' },
      shownElsewhere,
    },
    action,
    error,
    setError,
  );
}
