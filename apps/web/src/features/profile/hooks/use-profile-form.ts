import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { withFieldCheck } from '../../../components/form/with-field-check.ts';
import { useEmailInUseCheck } from '../../../entities/members/api/validate-email.ts';
import { profileFormSchema, type ProfileFormOutput, type ProfileFormValues } from '../schemas.ts';

/** Validates on blur and on submit; the email is also checked with the server, excluding `code`. */
export function useProfileForm(defaultValues: ProfileFormValues, code: number) {
  const checkEmail = useEmailInUseCheck(code);
  const resolver = useMemo(
    () => withFieldCheck(zodResolver(profileFormSchema), 'email', (values) => checkEmail(values.email.trim())),
    [checkEmail],
  );
  return useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
}
