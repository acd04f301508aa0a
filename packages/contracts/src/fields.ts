import { z } from 'zod';
import { messages, type MessageToken } from './messages.ts';
import { MAX_STORED_ID } from './limits.ts';
import { DECIMAL_DIGITS } from './codes.ts';

/**
 * Field builders that every schema uses, so that a rule (trim, limit, message) is written once.
 * Text is trimmed before it is validated (docs/api.md); optional text turns '' into null.
 */
const { notText, notNumber, notBoolean } = messages.common;
/** An id larger than any stored one. */
export const idTooLarge = messages.common.tooLarge({ max: MAX_STORED_ID });

export function requiredText(requiredMessage: MessageToken, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .max(max, messages.common.tooLong({ max: max }));
}

export function optionalText(max: number) {
  return z
    .string({ error: notText })
    .trim()
    .max(max, messages.common.tooLong({ max: max }))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A reference to a row; `unknownMessage` answers an id too large to name any row. */
export function requiredId(requiredMessage: MessageToken, unknownMessage: MessageToken = idTooLarge) {
  return z
    .number({ error: (issue) => (issue.input == null ? requiredMessage : notNumber) })
    .int(notNumber)
    .positive(requiredMessage)
    .max(MAX_STORED_ID, unknownMessage);
}

/** A list of program ids (a station's, a calendar feed's): at most `max`, none twice. */
export function programIdList(max: number) {
  return z
    .array(requiredId(messages.common.codeRequired), { error: messages.common.programsNotList })
    .max(max, messages.common.tooManyPrograms({ max }))
    .refine((ids) => new Set(ids).size === ids.length, messages.common.programTwice);
}

export function optionalId(unknownMessage: MessageToken = idTooLarge) {
  return z
    .number({ error: notNumber })
    .int(notNumber)
    .positive(notNumber)
    .max(MAX_STORED_ID, unknownMessage)
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

/**
 * The calendar day it is now where the day comes first (UTC+14, the Line Islands), `YYYY-MM-DD`:
 * no place on Earth is past it. A rule run alike by the server and by every browser, which cannot
 * know the organisation's TIME_ZONE, judges "not after today" against it, so that no one born
 * today where the organisation is is refused (decision 048).
 */
export function latestDayOnEarth(now: number = Date.now()): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An optional past date (a birth date): '' and null meaning none, answered as null; not after today anywhere. */
export function optionalPastDate(futureMessage: MessageToken) {
  return z
    .string({ error: messages.common.invalidDate })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), messages.common.invalidDate)
    .refine((value) => value === '' || !isCalendarDate(value) || value <= latestDayOnEarth(), futureMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** One phone as people write one: an optional leading +, then digits with spaces, ( ) - or . between them. */
const PHONE_PATTERN = /^\+?[\d ().-]+$/;
/** Fewer digits are no phone; more than E.164's 15 are two phones run together. */
export const PHONE_DIGITS = { min: 3, max: 15 } as const;

/**
 * True when `text` is one or more phones separated by commas or semicolons. Read after NFKC, so
 * that a full-width ＋ or digit typed on a phone's keyboard counts as the plain one (as the door's
 * search by digits reads them); the text itself is stored as it was written.
 */
export function isPhoneList(text: string): boolean {
  return text
    .normalize('NFKC')
    .split(/[,;]/)
    .every((phone) => {
      const written = phone.trim();
      const digits = written.replace(/\D/g, '').length;
      return PHONE_PATTERN.test(written) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    });
}

/** Optional phones (a member's, a venue's, a pickup's, a household's): optional text that must look like phones. */
export function optionalPhones(max: number) {
  return (
    z
      .string({ error: notText })
      .trim()
      .max(max, messages.common.tooLong({ max: max }))
      // Text too long has its own message; one is enough.
      .refine((value) => value === '' || value.length > max || isPhoneList(value), messages.common.phonesInvalid)
      .nullish()
      .transform((value) => (value ? value : null))
  );
}

export function requiredDate(requiredMessage: MessageToken) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || isCalendarDate(value), messages.common.invalidDate);
}

export function requiredTime(requiredMessage: MessageToken) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : notText) })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || timePattern.test(value), messages.common.invalidTime);
}

/**
 * A whole number written in plain decimal digits, as path segments and query values carry them:
 * `0x5`, `1e0`, `5.0`, ` 5` and `+5` are not numbers here, whatever JavaScript's Number() says.
 */
export function decimalNumber(notANumberMessage: MessageToken) {
  return z.string({ error: notANumberMessage }).regex(DECIMAL_DIGITS, notANumberMessage).transform(Number);
}

/** Positive integer from a path segment or query value such as `/members/42`. */
export const codeParam = decimalNumber(notNumber).pipe(z.number().positive(notNumber).max(MAX_STORED_ID, idTooLarge));

/** Tab, line feed and carriage return are text; every other C0 control character and DEL are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The record's own code or id repeated in a PUT body; it must name the record in the path. */
export function echoedId(mismatchMessage: MessageToken) {
  return z.number({ error: notNumber }).int(notNumber).positive(mismatchMessage).max(MAX_STORED_ID, mismatchMessage).optional();
}

/**
 * Date bounds of a list (the events' start and end, the members' creation): UTC `YYYY-MM-DD HH:mm:ss`, milliseconds allowed (a `T` and a
 * trailing `Z` are accepted too). They become epoch milliseconds.
 */
const dateBoundPattern = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?)Z?$/;
export const dateBound = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = dateBoundPattern.exec(value);
    const instant = match ? Date.parse(`${match[1]}T${match[2]}Z`) : Number.NaN;
    if (Number.isNaN(instant)) {
      ctx.addIssue({ code: 'custom', message: messages.common.invalidDateTime });
      return z.NEVER;
    }
    return instant;
  })
  .optional();
