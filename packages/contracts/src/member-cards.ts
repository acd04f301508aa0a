import { z } from 'zod';
import { memberExportQuerySchema } from './exports.ts';
import { CARD_PAPERS } from './limits.ts';
import { messages } from './messages.ts';

/*
 * A sheet of member cards (docs/api.md, "Member cards"): the members the list shows with the same
 * filters, search and sort, without the paging (every page, as an export), on A4 or Letter.
 */
export const memberCardsQuerySchema = memberExportQuerySchema.extend({
  paper: z.enum(CARD_PAPERS, { error: messages.members.cardsPaperInvalid }).default('a4'),
});
export type MemberCardsQuery = z.output<typeof memberCardsQuerySchema>;
