import type { z } from 'zod';
import { messages, requiredId, venueInputSchema, type PostalCode, type Venue, type VenueWrite } from '@console/contracts';

const m = messages.venues;

/** The venue's own fields (the server's schema) plus the cascade that leads to its postal code. */
export const venueFormSchema = venueInputSchema.extend({
  countryId: requiredId(m.countryRequired),
  provinceId: requiredId(m.provinceRequired),
  cityId: requiredId(m.cityRequired),
});
export type VenueFormValues = z.input<typeof venueFormSchema>;
export type VenueFormOutput = z.output<typeof venueFormSchema>;

/** Every field the server may name in a refused save. */
export const VENUE_FORM_FIELDS = ['name', 'phones', 'website', 'addressLine1', 'addressLine2', 'postalCodeId'] as const;

/** A new venue starts empty; the location is chosen level by level. */
export function emptyVenueValues(): Partial<VenueFormValues> {
  return { name: '', phones: '', website: '', addressLine1: '', addressLine2: '' };
}

/**
 * A stored venue as form values: its cascade levels come from its postal code's record (the
 * venue itself names only the postal code); empty texts as '' so the inputs stay controlled.
 */
export function toVenueFormValues(venue: Venue, postalCodes: readonly PostalCode[]): Partial<VenueFormValues> {
  const place = postalCodes.find((record) => record.id === venue.postalCodeId);
  return {
    name: venue.name,
    phones: venue.phones ?? '',
    website: venue.website ?? '',
    addressLine1: venue.addressLine1,
    addressLine2: venue.addressLine2 ?? '',
    countryId: place?.countryId,
    provinceId: place?.provinceId,
    cityId: place?.cityId,
    postalCodeId: venue.postalCodeId,
  };
}

/** What the API stores: the form's output without the cascade's upper levels. */
export function toVenueWrite({ countryId: _country, provinceId: _province, cityId: _city, ...venue }: VenueFormOutput): VenueWrite {
  return venue;
}
