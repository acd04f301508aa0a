/*
 * What the database layer does only to be faster: each piece answers exactly what the plain way
 * answers, and stays because switching it off cost time in `npm run bench` (the figures in each
 * file: its side and the plain way measured in turn on the benchmark's 100,000 members, medians).
 *
 * - withStatementCache (SQLite): statements prepared once and kept by their SQL.
 * - GroupCommitSqliteDriver (SQLite): the transactions that end together committed at once.
 * - PreparingClient (PostgreSQL): the compiled-once queries run as named statements, parsed and
 *   planned once per connection.
 * - compiledOnce: the queries on every request's path built and compiled once.
 * - walkIsCheaper: a page of matches found along the order's index or from the sorted matches,
 *   whichever reads fewer rows.
 */
export { withStatementCache } from './statement-cache.ts';
export { GroupCommitSqliteDriver } from './group-commit.ts';
export { PreparingClient } from './prepared-statements.ts';
export { compiledOnce } from './compiled-once.ts';
export { walkIsCheaper } from './walk-or-sort.ts';
