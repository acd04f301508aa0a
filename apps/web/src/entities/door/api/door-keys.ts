/** Every door query key, so that a change can invalidate exactly what it touched. */
export const doorKeys = {
  all: ['door'] as const,
  /** The console's network addresses, for a second device at the door. */
  addresses: () => [...doorKeys.all, 'addresses'] as const,
  /** The families searches found: a check-in or a check-out changes what they show. */
  searches: () => [...doorKeys.all, 'search'] as const,
  /** The families one search finds at one event. */
  search: (eventCode: number, q: string) => [...doorKeys.searches(), eventCode, q] as const,
};
