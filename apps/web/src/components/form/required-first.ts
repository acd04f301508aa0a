import { z } from 'zod';

/**
 * An empty field says only that it is required; its other rules speak once something is typed
 * (a blank password is not also "too short" and "missing a digit"). Unlike an aborting check,
 * this lets rules across fields (such as a matching confirmation) still run.
 */
export function requiredFirst<T extends z.ZodType<unknown, string>>(schema: T, requiredMessage: string) {
  return z.string().trim().min(1, requiredMessage).pipe(schema);
}
