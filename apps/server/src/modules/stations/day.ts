/** The calendar day of `now` in `timeZone`, `YYYY-MM-DD`: the day within which no two batches share a code. */
export function dayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
