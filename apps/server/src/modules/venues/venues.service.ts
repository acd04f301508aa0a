import { messages, type Venue, type VenueWrite } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fieldError } from '../../lib/errors.ts';
import * as repo from './venues.repository.ts';

function toVenue(row: repo.VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    phones: row.phones,
    website: row.website,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postalCodeId: row.postal_code_id,
    postalCode: row.postal_code,
    city: row.city,
    province: row.province,
    provinceCode: row.province_code,
    country: row.country,
  };
}

export async function listVenues(db: Db): Promise<Venue[]> {
  return (await repo.listVenues(db)).map(toVenue);
}

export async function createVenue(db: Db, input: VenueWrite): Promise<Venue> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.postalCodeExists(trx, input.postalCodeId))) throw fieldError('postalCodeId', messages.venues.postalCodeUnknown);
    const id = await repo.insertVenue(trx, input);
    const venue = await repo.findVenue(trx, id);
    if (!venue) throw new Error(`venue ${id} vanished after its insert`);
    return toVenue(venue);
  });
}
