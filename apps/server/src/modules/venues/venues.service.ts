import { messages, requestedPage, type Venue, type VenueList, type VenueListQuery, type VenueWrite } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/actor.ts';
import { recorded } from '../audit/changes.service.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
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

/** Every venue (the event form's select), or a page of them with the count when paging is asked for. */
export async function listVenues(db: Db, query: VenueListQuery): Promise<Venue[] | VenueList> {
  const page = requestedPage(query);
  const { rows, totalCount } = await repo.listVenues(db, { search: query.search, sort: query.sort, direction: query.direction, page });
  const venues = rows.map(toVenue);
  return page ? { totalCount, venues } : venues;
}

export async function getVenue(db: Db, id: number): Promise<Venue> {
  const row = await repo.findVenue(db, id);
  if (!row) throw notFound(messages.venues.notFound);
  return toVenue(row);
}

async function assertPostalCodeExists(db: Db, postalCodeId: number) {
  if (!(await repo.postalCodeExists(db, postalCodeId))) throw fieldError('postalCodeId', messages.venues.postalCodeUnknown);
}

export async function createVenue(db: Db, actor: Actor, input: VenueWrite): Promise<Venue> {
  return inTransaction(db, async (trx) => {
    await assertPostalCodeExists(trx, input.postalCodeId);
    const id = await repo.insertVenue(trx, input);
    return recorded(trx, actor, 'venue.created', { kind: 'venue', id }, await getVenue(trx, id));
  });
}

/** Replaces a venue (PUT): 404 when it does not exist, 400 when its postal code does not. */
export async function updateVenue(db: Db, actor: Actor, id: number, input: VenueWrite): Promise<Venue> {
  return inTransaction(db, async (trx) => {
    await getVenue(trx, id);
    await assertPostalCodeExists(trx, input.postalCodeId);
    await repo.updateVenue(trx, id, input);
    return recorded(trx, actor, 'venue.updated', { kind: 'venue', id }, await getVenue(trx, id));
  });
}
