import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { withFieldCheck } from '../../../components/form/with-field-check.ts';
import { useEmailInUseCheck } from '../../../entities/members/api/validate-email.ts';
import type { MemberFormOutput, MemberFormValues } from '../form-values.ts';
import { memberFormSchema } from '../schemas.ts';

/**
 * The member form: fields validate on blur and on submit with the contract's schema, and the
 * email is also checked for uniqueness by the server (excluding `code`, the member being edited).
 * All broken rules of a field are kept, so each can be shown.
 */
export function useMemberForm(defaultValues: DefaultValues<MemberFormValues>, code?: number) {
  const checkEmail = useEmailInUseCheck(code);
  const resolver = useMemo(
    // No email is nobody's: nothing to ask the server.
    () =>
      withFieldCheck(zodResolver(memberFormSchema), 'email', async (values) =>
        values.email?.trim() ? checkEmail(values.email.trim()) : null,
      ),
    [checkEmail],
  );
  return useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
}
