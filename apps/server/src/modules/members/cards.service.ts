import { MEMBER_CARDS_MAX, messages, type MemberCardsQuery } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { renderMemberCards } from './cards/render-cards.ts';
import * as repo from './members.repository.ts';

/**
 * A sheet of cards for every member the list shows with these filters, search and sort, in its
 * order: refused when there are more than MEMBER_CARDS_MAX of them, before any is read, so that a
 * forgotten filter does not print the whole directory (decision 049). A card holds no care, so
 * no `care.read` is recorded.
 */
export async function memberCards(db: Db, query: MemberCardsQuery): Promise<Buffer> {
  const count = await repo.countListedMembers(db, query);
  if (count > MEMBER_CARDS_MAX) throw badRequest(messages.members.tooManyCards({ count, max: MEMBER_CARDS_MAX }));
  // One read of at most the limit: a member added since the count waits for the next sheet.
  const { rows } = await repo.findMembersAfter(db, query, undefined, MEMBER_CARDS_MAX);
  return renderMemberCards(
    rows.map((row) => ({ code: row.code, firstName: row.first_name, lastName: row.last_name })),
    query.paper,
  );
}
