import { z } from 'zod';
import { messages } from './messages.ts';
import { TEXT_LIMITS } from './limits.ts';
import { optionalText, requiredText } from './fields.ts';
import { idQueryValue } from './paging.ts';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const civilStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export type CivilStatus = z.infer<typeof civilStatusSchema>;

export const programCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type ProgramCategory = z.infer<typeof programCategorySchema>;

export const eventCategorySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const eventCategoryInputSchema = z.strictObject({
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.freeText),
});
export type EventCategoryInput = z.input<typeof eventCategoryInputSchema>;
export type EventCategoryWrite = z.output<typeof eventCategoryInputSchema>;

export const postalCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  city: z.string(),
  cityId: z.number().int(),
  province: z.string(),
  provinceId: z.number().int(),
  provinceCode: z.string(),
  country: z.string(),
  countryId: z.number().int(),
});
export type PostalCode = z.infer<typeof postalCodeSchema>;

/** `GET /api/postal-codes` narrows to one country, province or city (the venue form's cascade). */
export const postalCodeQuerySchema = z.object({
  countryId: idQueryValue.optional(),
  provinceId: idQueryValue.optional(),
  cityId: idQueryValue.optional(),
});
export type PostalCodeQuery = z.output<typeof postalCodeQuerySchema>;
