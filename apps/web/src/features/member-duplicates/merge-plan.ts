import { MERGE_FILLED_FIELDS, type Member } from '@console/contracts';

/** The fields a merge will fill on the kept member: empty there, given on the merged one (as the server does). */
export function fieldsToFill(merged: Member, kept: Member): (typeof MERGE_FILLED_FIELDS)[number][] {
  return MERGE_FILLED_FIELDS.filter((field) => kept[field] === null && merged[field] !== null);
}
