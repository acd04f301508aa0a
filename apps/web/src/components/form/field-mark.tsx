import { Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FieldStatus } from './field-status.ts';
import { useTranslation } from 'react-i18next';
import { translateToken } from '../../lib/i18n/translate.ts';

interface FieldMarkProps {
  status: FieldStatus;
  label: string;
}

/** The success or error mark beside a field, named for screen readers ("Email is valid"). */
export function FieldMark({ status, label }: FieldMarkProps) {
  const { t } = useTranslation();
  if (status === 'pending') return <Loader size={14} aria-label={t('form.checking', { label })} role="status" />;
  if (status === 'valid')
    return <IconCircleCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={t('form.valid', { label })} />;
  if (status === 'invalid')
    return <IconAlertCircle size={18} color="var(--mantine-color-red-7)" role="img" aria-label={t('form.invalid', { label })} />;
  return null;
}

interface FieldErrorsProps {
  messages: string[];
}

/**
 * A field's messages in the language shown, one per line (they render inside the input's error
 * paragraph): contracts message tokens, or catalog keys of the web's own rules.
 */
export function FieldErrors({ messages }: FieldErrorsProps) {
  // Subscribes to language changes, so a shown message follows a switch.
  useTranslation();
  return messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {translateToken(message)}
    </span>
  ));
}
