import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Member } from '@console/contracts';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/toasts/toast-store.ts';
import { usePatchMember } from '../../../entities/members/api/patch-member.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { PROFILE_FORM_FIELDS, toProfileFormValues, type ProfileFormOutput } from '../schemas.ts';
import { useTranslation } from 'react-i18next';
import { reportInvalidForm, reportSaveSuccess, saveMessages } from '../../../components/form/save-feedback.ts';

interface ProfileEditFormProps {
  member: Member;
}

/** The toasts of docs/product.md §3.3. */
const profileMessages = saveMessages('Member');

/** Edit Profile: names, email and phones; the code is shown but not editable. */
export function ProfileEditForm({ member }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const form = useProfileForm(toProfileFormValues(member), member.code);
  const updateProfile = usePatchMember();

  async function handleValid(values: ProfileFormOutput) {
    try {
      const saved = await updateProfile.mutateAsync({ code: member.code, body: values });
      form.reset(toProfileFormValues(saved));
      reportSaveSuccess(profileMessages, 'update');
    } catch (error) {
      const shown = applyServerErrors(error, form.setError, PROFILE_FORM_FIELDS);
      toast.danger(shown ? profileMessages.update.checkErrors : profileMessages.update.tryAgain, { about: profileMessages.update.about });
    }
  }

  return (
    <form
      onSubmit={form.handleSubmit(handleValid, () => reportInvalidForm(profileMessages, 'update'))}
      noValidate
      aria-label={t('profile.form')}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={t('members.field.code')} value={member.code} disabled readOnly />
          <TextField control={form.control} name="firstName" label={t('members.field.firstName')} autoComplete="given-name" required />
          <TextField control={form.control} name="lastName" label={t('members.field.lastName')} autoComplete="family-name" required />
          <TextField
            control={form.control}
            name="email"
            label={t('members.field.email')}
            type="email"
            autoComplete="email"
            required
            showPending
          />
          <TextField control={form.control} name="phones" label={t('members.field.phones')} type="tel" autoComplete="tel" />
        </SimpleGrid>
        <FormActions cancelTo="/profile" saving={updateProfile.isPending} />
      </Stack>
    </form>
  );
}
