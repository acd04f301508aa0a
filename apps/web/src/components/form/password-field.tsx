import { useState } from 'react';
import { ActionIcon, Group, PasswordInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
import { FieldMark } from './field-mark.tsx';
import { useValidatedField, type ValidatedFieldProps } from './use-validated-field.tsx';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps<T extends FieldValues, TOut> extends ValidatedFieldProps<T, TOut> {
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  /** Called after the field is left and validated, e.g. to re-check a confirmation. */
  onBlur?: () => void;
}

/** A password input with a keyboard-reachable reveal toggle and a success or error mark. */
export function PasswordField<T extends FieldValues, TOut>(props: PasswordFieldProps<T, TOut>) {
  const { label, required, disabled, autoComplete, maxLength, onBlur } = props;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { ref, input, status, feedback } = useValidatedField(props);

  function handleBlur() {
    input.onBlur();
    onBlur?.();
  }

  return (
    <PasswordInput
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={handleBlur}
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={required}
      disabled={disabled}
      visible={visible}
      {...feedback}
      // Mantine marks the wrapper of a PasswordInput, not the input a screen reader announces.
      aria-invalid={status === 'invalid'}
      rightSectionWidth={64}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={6} wrap="nowrap">
          <FieldMark status={status === 'pending' ? 'idle' : status} label={label} />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('form.show', { label: label.toLowerCase() })}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          </ActionIcon>
        </Group>
      }
    />
  );
}
