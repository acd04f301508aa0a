import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field.tsx';
import type { PasswordFormValues } from '../schemas.ts';
import { useTranslation } from 'react-i18next';

interface PasswordChangeFieldsProps {
  form: UseFormReturn<PasswordFormValues>;
  /** The standalone page caps every field (50 characters). */
  maxLength?: number;
}

/** Current, new and confirm password, each with a reveal toggle. */
export function PasswordChangeFields({ form, maxLength }: PasswordChangeFieldsProps) {
  const { t } = useTranslation();
  function handleNewPasswordBlur() {
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  }
  return (
    <Stack gap="sm">
      <PasswordField
        control={form.control}
        name="currentPassword"
        label={t('passwords.current')}
        autoComplete="current-password"
        maxLength={maxLength}
        required
      />
      <PasswordField
        control={form.control}
        name="newPassword"
        label={t('passwords.new')}
        autoComplete="new-password"
        maxLength={maxLength}
        required
        onBlur={handleNewPasswordBlur}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('passwords.confirm')}
        autoComplete="new-password"
        maxLength={maxLength}
        required
      />
    </Stack>
  );
}
