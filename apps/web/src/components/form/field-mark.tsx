import { Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FieldStatus } from './field-status.ts';

interface FieldMarkProps {
  status: FieldStatus;
  label: string;
}

/** The success or error mark beside a field, named for screen readers ("Email is valid"). */
export function FieldMark({ status, label }: FieldMarkProps) {
  if (status === 'pending') return <Loader size={14} aria-label={`Checking ${label}`} role="status" />;
  if (status === 'valid')
    return <IconCircleCheck size={18} color="var(--mantine-color-green-7)" role="img" aria-label={`${label} is valid`} />;
  if (status === 'invalid')
    return <IconAlertCircle size={18} color="var(--mantine-color-red-7)" role="img" aria-label={`${label} is invalid`} />;
  return null;
}

interface FieldErrorsProps {
  messages: string[];
}

/** A field's messages, one per line (they render inside the input's error paragraph). */
export function FieldErrors({ messages }: FieldErrorsProps) {
  return messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}
