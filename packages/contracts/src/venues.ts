import { z } from 'zod';
import { messages } from './messages.ts';
import { TEXT_LIMITS, VENUE_SORTS } from './limits.ts';
import { optionalText, requiredId, requiredText } from './fields.ts';
import { pagedQuery } from './paging.ts';

const m = messages.venues;

export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phones: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postalCodeId: z.number().int(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string(),
  provinceCode: z.string(),
  country: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueInputSchema = z.strictObject({
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  phones: optionalText(TEXT_LIMITS.phones),
  website: optionalText(TEXT_LIMITS.website),
  addressLine1: requiredText(m.addressLine1Required, TEXT_LIMITS.freeText),
  addressLine2: optionalText(TEXT_LIMITS.freeText),
  // A number beyond any id can only be an unknown postal code.
  postalCodeId: requiredId(m.postalCodeRequired, m.postalCodeUnknown),
});
export type VenueInput = z.input<typeof venueInputSchema>;
export type VenueWrite = z.output<typeof venueInputSchema>;

/** With `page` the list answers a page and its count; without, every venue (docs/api.md), so no defaults here. */
const paged = pagedQuery(VENUE_SORTS, 'name');
export const venueListQuerySchema = paged.extend({
  page: paged.shape.page.removeDefault().optional(),
  size: paged.shape.size.removeDefault().optional(),
});
export type VenueListQuery = z.output<typeof venueListQuerySchema>;

export const venueListSchema = z.object({ totalCount: z.number().int(), venues: z.array(venueSchema) });
export type VenueList = z.infer<typeof venueListSchema>;
