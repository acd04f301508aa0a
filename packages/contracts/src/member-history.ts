import { memberFieldsWith, memberShownField } from './member-fields.ts';

/*
 * Without zod, so that the member screens that only label a history load no schema code (a bundler
 * keeps every schema of a module it loads).
 */

/**
 * The fields a member's history follows, as the API names them (MEMBER_FIELDS' `history`).
 * References are followed through their names (what a reader understands); the derived fields
 * (fullname, status) would only repeat a change already recorded. A new password is recorded as
 * `password`, without value.
 */
export const MEMBER_HISTORY_FIELDS = memberFieldsWith('history', true).map(memberShownField);
export type MemberHistoryField = (typeof MEMBER_HISTORY_FIELDS)[number];

/**
 * A change of the member's pickups is recorded under this field, its values the whole list before
 * and after as JSON (`[{name, phone, relation, allowed, note}]`), or null when empty.
 */
export const PICKUPS_HISTORY_FIELD = 'pickups';
