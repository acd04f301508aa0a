/** How many rows of the order's index a walk may read for each row the other way reads. */
const WALK_FACTOR = 2;

interface WalkCosts {
  /** The position of the page's last row in the list of matches. */
  reach: number;
  /** The rows of the order's index the walk goes through. */
  listLength: number;
  matches: number;
  rowsOtherwise: number;
}

/**
 * Whether a page of matches is found sooner by walking the list's order index, testing each row,
 * than by reading every candidate row and sorting them. Matches spread through the order (a
 * search, an event's attendees among all members) come every `listLength / matches` rows, so the
 * page's last row is met after about `reach * listLength / matches` of them; the other way reads
 * `rowsOtherwise` rows whatever the page. On SQLite at 100,000 members: the first page of "gar"
 * (3,012 matches) 0.1 ms walked, 3.9 ms sorted; the first page of an event's 5,000 attendees
 * 0.14 ms against 4.8 ms, and its 100th page 9.3 ms walked (20,000 rows), which this refuses.
 * Against either way alone (SQLite, CPU a call): always sorting, the first page of "gar" cost 7.6 ms
 * instead of 1.9 and the first page of the 5,000 attendees 6.2 instead of 0.9 (in `npm run bench`
 * 744 → 156/s and 650 → 120/s); always walking, the 100th page of "gar" 92 ms instead of 10 and
 * the 60th of "noche" 4.9 instead of 2.2. PostgreSQL is never asked: the one list it could have
 * served there, an event's attendees, took as long either way.
 */
export function walkIsCheaper({ reach, listLength, matches, rowsOtherwise }: WalkCosts) {
  return matches > 0 && (reach * listLength) / matches <= WALK_FACTOR * rowsOtherwise;
}
