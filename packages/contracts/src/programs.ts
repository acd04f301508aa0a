import { z } from 'zod';
import { messages } from './messages.ts';
import { TEXT_LIMITS, PROGRAM_SORTS } from './limits.ts';
import { echoedId, optionalText, requiredId, requiredText } from './fields.ts';
import { pagedQuery } from './paging.ts';

const m = messages.programs;

export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int(),
  category: z.string(),
});
export type Program = z.infer<typeof programSchema>;

const programFields = {
  // A number beyond any id can only be an unknown category.
  categoryId: requiredId(messages.common.categoryRequired, messages.common.categoryUnknown),
  name: requiredText(messages.common.nameRequired, TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.freeText),
};

export const createProgramSchema = z.strictObject(programFields);
export type ProgramInput = z.output<typeof createProgramSchema>;
/** PUT carries the id as well; it must match the path when sent. */
export const updateProgramSchema = z.strictObject({
  ...programFields,
  id: echoedId(m.idMismatch),
});
export type ProgramUpdateInput = z.output<typeof updateProgramSchema>;

/** Without `page` and `size` the list answers every program (docs/api.md), so neither has a default here. */
const paged = pagedQuery(PROGRAM_SORTS, 'name');
export const programListQuerySchema = paged.extend({
  page: paged.shape.page.removeDefault().optional(),
  size: paged.shape.size.removeDefault().optional(),
});
export type ProgramListQuery = z.output<typeof programListQuerySchema>;

export const programListSchema = z.object({ totalCount: z.number().int(), programs: z.array(programSchema) });
export type ProgramList = z.infer<typeof programListSchema>;
