import { afterAll, beforeAll } from 'vitest';

/** Runs the enclosing describe block in `zone`: Node reads TZ at each Date call. */
export function inTimeZone(zone: string) {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });
}
