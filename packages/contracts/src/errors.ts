import { z } from 'zod';

/** Every error answer: `{message, errors?}` where `errors` names each failing field. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
