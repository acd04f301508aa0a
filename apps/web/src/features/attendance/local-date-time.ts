import { utcInstant } from '@console/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** An event's UTC date (`YYYY-MM-DD`, or an ISO string whose date part is used) and `HH:mm` in the browser's local time. */
export function toLocalDateTime(date: string, time: string): { date: string; time: string } {
  const day = date.slice(0, 10);
  const clock = time.slice(0, 5);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(clock)) return { date, time };
  const instant = new Date(utcInstant(day, clock));
  if (Number.isNaN(instant.getTime())) return { date, time };
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}
