import { memberFieldsWith, memberShownField } from './member-fields.ts';

/*
 * The rules of finding and merging members entered twice that the browser needs, without zod:
 * the duplicates screen loads none (decision 013).
 */

/** At most this many groups are answered, in name order: a first pass of cleaning stays readable. */
export const DUPLICATE_GROUPS_MAX = 200;

/** The fields a merge fills on the kept member when they are empty there and not on the merged one. */
export const MERGE_FILLED_FIELDS = memberFieldsWith('mergeFill', true);

/** The rows of the table that compares two members, as the API names them. */
export const MEMBER_COMPARED_FIELDS = memberFieldsWith('compare', true).map(memberShownField);
