import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useSetMemberPassword } from '../../../entities/members/api/set-member-password.ts';
import { setPasswordFormSchema, type SetPasswordFormValues } from '../schemas.ts';
import { useTranslation } from 'react-i18next';

interface SetPasswordPanelProps {
  code: number;
}

const emptyValues: SetPasswordFormValues = { newPassword: '', confirmPassword: '' };

/** An Administrator gives an Administrator or Coordinator a new password (it ends their sessions). */
export function SetPasswordPanel({ code }: SetPasswordPanelProps) {
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: emptyValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    criteriaMode: 'all',
  });
  const setMemberPassword = useSetMemberPassword();
  const { t } = useTranslation();

  async function handleValid(values: SetPasswordFormValues) {
    try {
      await setMemberPassword.mutateAsync({ code, newPassword: values.newPassword });
      form.reset(emptyValues);
      toast.success(t('members.setPassword.success'));
    } catch (error) {
      applyServerErrors(error, form.setError, ['newPassword']);
      toast.danger(t('members.setPassword.failure'));
    }
  }

  function handleNewPasswordBlur() {
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="set-password-title">
      <form onSubmit={form.handleSubmit(handleValid)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="set-password-title">
            {t('members.setPassword.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('members.setPassword.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <PasswordField
              control={form.control}
              name="newPassword"
              label={t('members.setPassword.newPassword')}
              autoComplete="new-password"
              required
              onBlur={handleNewPasswordBlur}
            />
            <PasswordField
              control={form.control}
              name="confirmPassword"
              label={t('members.setPassword.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={setMemberPassword.isPending}>{t('members.setPassword.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
