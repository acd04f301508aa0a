import type { Change } from './changes.service.ts';

/**
 * A read of a member's care (medical conditions, diet, allergies) as the change record keeps it:
 * one entry for the member whose care was shown, none when they have none (decision 046).
 */
export const careRead = (code: number, hasCare: boolean): Change[] =>
  hasCare ? [{ action: 'care.read', target: { kind: 'member', id: code } }] : [];
