import { i18n } from '../../lib/i18n/index.ts';

/**
 * Cancel and restore report what the server said (docs/product.md §5.2).
 * Apart from the form's feedback (save-feedback.ts), which brings the form's schema, and with it
 * zod, to the events list.
 */
export function eventStatusMessage(change: 'cancel' | 'restore', outcome: 'success' | 'failure'): string {
  return i18n.t(`events.statusChange.${change}.${outcome}`);
}
