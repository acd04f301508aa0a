/** Every check-out query key, so that a check-out can invalidate exactly the lookups it changed. */
export const checkOutKeys = {
  all: ['check-outs'] as const,
  /** The pickups of every batch looked up at one event. */
  event: (eventCode: number) => [...checkOutKeys.all, 'event', eventCode] as const,
  /** The batch a pickup tag's code names at one event, with who may collect each child. */
  pickups: (eventCode: number, securityCode: string) => [...checkOutKeys.event(eventCode), 'pickups', securityCode] as const,
};
