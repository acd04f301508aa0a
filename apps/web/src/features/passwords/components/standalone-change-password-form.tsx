import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { STANDALONE_PASSWORD_MAX } from '@console/contracts';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { toast } from '../../../components/toasts/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { usePasswordForm } from '../hooks/use-password-form.ts';
import { PASSWORD_FORM_FIELDS, emptyPasswordValues, standaloneChangePasswordFormSchema, type PasswordFormValues } from '../schemas.ts';
import { PasswordChangeFields } from './password-change-fields.tsx';
import { i18n } from '../../../lib/i18n/index.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';

/** The toasts of a password change are about one thing: a success replaces an earlier failure. */
const PASSWORD_CHANGE = 'passwords.change';

interface StandaloneChangePasswordFormProps {
  code: number;
}

/** 'Password changed failed! {server message}.' without doubling the message's own final period. */
export function changeFailedMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.message ? translateApiMessage(error) : i18n.t('passwords.pleaseTryAgain');
  return i18n.t('passwords.standaloneFailed', { reason: reason.replace(/\.+$/, '') });
}

/** The older /change-password page: every field capped at 50 characters, its own toasts. */
export function StandaloneChangePasswordForm({ code }: StandaloneChangePasswordFormProps) {
  const { t } = useTranslation();
  const form = usePasswordForm(standaloneChangePasswordFormSchema);
  const changePassword = useChangePassword();

  async function handleValid({ currentPassword, newPassword }: PasswordFormValues) {
    try {
      await changePassword.mutateAsync({ code, currentPassword, newPassword });
      form.reset(emptyPasswordValues);
      toast.success(t('passwords.changed'), { about: PASSWORD_CHANGE });
    } catch (error) {
      applyServerErrors(error, form.setError, PASSWORD_FORM_FIELDS);
      toast.danger(changeFailedMessage(error), { about: PASSWORD_CHANGE });
    }
  }

  return (
    <form
      onSubmit={form.handleSubmit(handleValid, () => toast.danger(t('passwords.standaloneCheckErrors'), { about: PASSWORD_CHANGE }))}
      noValidate
      aria-label={t('passwords.form')}
    >
      <Stack gap="lg">
        <PasswordChangeFields form={form} maxLength={STANDALONE_PASSWORD_MAX} />
        <FormActions cancelTo="/" saving={changePassword.isPending} />
      </Stack>
    </form>
  );
}
