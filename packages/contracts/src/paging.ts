import { z } from 'zod';
import { decimalNumber, idTooLarge } from './fields.ts';
import { messages } from './messages.ts';
import { DEFAULT_PAGE_SIZE, MAX_STORED_ID, PAGE_SIZES, SEARCH_MAX_LENGTH, SORT_DIRECTIONS } from './limits.ts';

const m = messages.paging;

/**
 * The last page a list tells apart (decision 015). Every page after it starts past row 2^53 at every
 * page size, past the end of any list, and answers what such a page answers: no rows and the true
 * count. Reading such a page as this one keeps `(page - 1) * size` an exact integer that the 64-bit
 * OFFSET of SQLite and of PostgreSQL holds: a larger page made an offset neither database took (a
 * 500), and one of more than 308 digits is no JavaScript number at all.
 */
export const LAST_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / Math.max(...PAGE_SIZES)) + 1;

const pageNumber = decimalNumber(m.pageNotNumber)
  .transform((page) => Math.min(page, LAST_PAGE))
  .pipe(z.number().min(1, m.pageTooSmall));
const pageSize = decimalNumber(m.sizeNotNumber).pipe(
  z.number().refine((size) => (PAGE_SIZES as readonly number[]).includes(size), m.sizeOneOf({ allowed: PAGE_SIZES.join(', ') })),
);
const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, m.searchTooLong({ max: SEARCH_MAX_LENGTH }))
  .optional();

/** Query parameters every paginated list shares (docs/api.md, "Paginated lists"). */
export function pagedQuery<const Sort extends readonly [string, ...string[]]>(sortKeys: Sort, defaultSort: Sort[number]) {
  return z.object({
    page: pageNumber.default(1),
    size: pageSize.default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortKeys, { error: m.sortOneOf({ allowed: sortKeys.join(', ') }) }).default(defaultSort as never),
    direction: z.enum(SORT_DIRECTIONS, { error: m.directionInvalid }).default('asc'),
    search: searchText,
  });
}

/** Logs (check-ins, a member's history) are newest first: a page and a size, no sort or search. */
export const logQuerySchema = pagedQuery(['at'], 'at').pick({ page: true, size: true });
export type LogQuery = z.output<typeof logQuerySchema>;

/**
 * A query parameter that may be repeated (`?role=1&role=2`). The query parser gives a string for
 * one value and an array for several; both become an array.
 */
export function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).optional());
}

/** `?flag=true` or `?flag=false`; absent is undefined. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: messages.common.notBoolean })
  .transform((value) => value === 'true')
  .optional();

export const idQueryValue = decimalNumber(messages.common.notWholeNumber).pipe(
  z.number().positive(messages.common.notPositive).max(MAX_STORED_ID, idTooLarge),
);

export interface Page {
  page: number;
  size: number;
}

/**
 * The page a list with optional paging (programs, venues) asks for: neither `page` nor `size`
 * asks for every row (a form's select), either one asks for a page.
 */
export function requestedPage({ page, size }: { page?: number | undefined; size?: number | undefined }): Page | undefined {
  return page === undefined && size === undefined ? undefined : { page: page ?? 1, size: size ?? DEFAULT_PAGE_SIZE };
}
