import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions.tsx';
import type { MemberFormMode, MemberFormOutput, MemberFormValues } from '../form-values.ts';
import { MemberFieldsMore } from './member-fields-more.tsx';
import { MemberFields } from './member-fields.tsx';
import { MemberPickups } from './member-pickups.tsx';
import { useTranslation } from 'react-i18next';

interface MemberFormProps {
  form: UseFormReturn<MemberFormValues, unknown, MemberFormOutput>;
  mode: MemberFormMode;
  code?: number;
  /** Where Cancel goes; without it (Details) there are no Save and Cancel buttons. */
  cancelTo?: string;
  saving?: boolean;
  onValid?: (values: MemberFormOutput) => Promise<void>;
  onInvalid?: () => void;
  /** More of the form, after the member's fields and before Save (New Member's household). */
  children?: ReactNode;
}

/** The member form of New, Details (every field disabled) and Edit (docs/product.md §4.3). */
export function MemberForm({ form, mode, code, cancelTo, saving = false, onValid, onInvalid, children }: MemberFormProps) {
  const { t } = useTranslation();
  const handleSubmit = onValid ? form.handleSubmit(onValid, onInvalid) : (event: FormEvent) => event.preventDefault();

  // Read while rendering: react-hook-form's form state follows only what a render reads.
  const { isSubmitted } = form.formState;

  /** The email's rule depends on the role: checked again once it has been judged. */
  function handleRoleChange() {
    if (form.getFieldState('email').isTouched || isSubmitted) void form.trigger('email');
  }

  /** A pickup's note is required while they are not allowed: checked again once it has been judged. */
  function handleAllowedChange(index: number) {
    const note = `pickups.${index}.note` as const;
    if (form.getFieldState(note).isTouched || isSubmitted) void form.trigger(note);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={mode === 'new' ? t('members.formNew') : t('members.formOne', { code })}>
      <Stack gap="lg">
        <MemberFields control={form.control} mode={mode} code={code} onRoleChange={handleRoleChange} />
        <MemberFieldsMore control={form.control} mode={mode} />
        <MemberPickups control={form.control} mode={mode} onAllowedChange={handleAllowedChange} />
        {children}
        {cancelTo && <FormActions cancelTo={cancelTo} saving={saving} />}
      </Stack>
    </form>
  );
}
