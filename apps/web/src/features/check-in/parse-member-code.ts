import { checkInMessages } from './messages.ts';

export type ParsedMemberCode = { ok: true; memberCode: number } | { ok: false; message: string };

// ASCII digits only: `\d` would be the same here, but spelling it out documents that signs,
// decimals, exponents and other scripts' digits (e.g. Arabic-Indic '٣') are all refused.
const DIGITS = /^[0-9]+$/;

/**
 * A member's QR code holds their code as plain digits (docs/product.md §6.2). Anything else,
 * including a number too large to be represented exactly, is 'Invalid QR Code!'.
 */
export function parseMemberCode(text: string): ParsedMemberCode {
  const trimmed = text.trim();
  const memberCode = Number(trimmed);
  if (!DIGITS.test(trimmed) || !Number.isSafeInteger(memberCode)) {
    return { ok: false, message: checkInMessages.invalidQrCode };
  }
  return { ok: true, memberCode };
}

/** Typed text holding a letter of any script is a name (or part of one), not a mistyped code. */
export function looksLikeName(text: string): boolean {
  return /\p{L}/u.test(text);
}
