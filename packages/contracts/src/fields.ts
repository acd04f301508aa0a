import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Field builders that every schema uses, so that a rule (trim, limit, message) is written once.
 * Text is trimmed before it is validated (API.md); optional text turns '' into null.
 */
const notText = 'Must be text.';
const notNumber = 'Must be a number.';
const notBoolean = 'Must be true or false.';

export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.common.tooLong(max));
}

export function optionalText(max: number) {
  return z
    .string({ error: notText })
    .trim()
    .max(max, messages.common.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

export function requiredId(requiredMessage: string) {
  return z
    .number({ error: (issue) => (issue.input == null ? requiredMessage : notNumber) })
    .int(notNumber)
    .positive(requiredMessage);
}

export function optionalId() {
  return z
    .number({ error: notNumber })
    .int(notNumber)
    .positive(notNumber)
    .nullish()
    .transform((value) => value ?? null);
}

export function flag() {
  return z.boolean({ error: notBoolean });
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function requiredDate(requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .refine(isCalendarDate, messages.common.invalidDate);
}

export function requiredTime(requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .regex(timePattern, messages.common.invalidTime);
}

/** Positive integer from a path segment or query value such as `/members/42`. */
export const codeParam = z.coerce.number({ error: notNumber }).int(notNumber).positive(notNumber);
