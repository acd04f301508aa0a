import { Stack } from '@mantine/core';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { usePasswordForm } from '../hooks/use-password-form.ts';
import { PASSWORD_FORM_FIELDS, changePasswordFormSchema, emptyPasswordValues, type PasswordFormValues } from '../schemas.ts';
import { PasswordChangeFields } from './password-change-fields.tsx';
import { useTranslation } from 'react-i18next';

/** The toasts of a password change are about one thing: a success replaces an earlier failure. */
const PASSWORD_CHANGE = 'passwords.change';

interface ChangePasswordFormProps {
  code: number;
}

/**
 * Profile > Change Password. A refused change also shows the server's reason on its field
 * (e.g. 'Current password is incorrect.' on Current password).
 */
export function ChangePasswordForm({ code }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const form = usePasswordForm(changePasswordFormSchema);
  const changePassword = useChangePassword();

  async function handleValid(values: PasswordFormValues) {
    try {
      await changePassword.mutateAsync({ code, ...values });
      form.reset(emptyPasswordValues);
      toast.success(t('passwords.changed'), { about: PASSWORD_CHANGE });
    } catch (error) {
      applyServerErrors(error, form.setError, PASSWORD_FORM_FIELDS);
      toast.danger(t('passwords.changeFailed'), { about: PASSWORD_CHANGE });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(handleValid)} noValidate aria-label={t('passwords.form')}>
      <Stack gap="lg">
        <PasswordChangeFields form={form} />
        <FormActions cancelTo="/profile" saving={changePassword.isPending} />
      </Stack>
    </form>
  );
}
