import { z } from 'zod';
import { messages } from './messages.ts';
import { TEXT_LIMITS, VENUE_SORTS } from './limits.ts';
import { optionalPhones, optionalText, requiredId, requiredText } from './fields.ts';
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

/**
 * True for an http:// or https:// address whose host is a domain (has a dot: `stjoseph.org`), not a
 * bare word (`stjoseph`), which no browser outside the organisation's own network would find. Text
 * without its scheme is refused rather than guessed at: the website is shown as a link.
 */
export function isWebsite(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

const venueWebsite = z
  .string({ error: messages.common.notText })
  .trim()
  .max(TEXT_LIMITS.website, messages.common.tooLong({ max: TEXT_LIMITS.website }))
  // Text too long has its own message; one is enough.
  .refine((value) => value === '' || value.length > TEXT_LIMITS.website || isWebsite(value), m.websiteInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

export const venueInputSchema = z.strictObject({
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  phones: optionalPhones(TEXT_LIMITS.phones),
  website: venueWebsite,
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
