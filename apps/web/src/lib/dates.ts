/**
 * Events travel in UTC ('YYYY-MM-DD' + 'HH:mm', docs/api.md) while people read and type them in
 * the browser's own time zone. These helpers convert between the two with the local Date
 * constructor, so a daylight-saving change is handled by the platform's time-zone rules.
 */
export interface DateTimeParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseDate(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

function parseTime(time: string): [number, number] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return [hours, minutes];
}

function localParts(instant: Date): DateTimeParts {
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

function utcParts(instant: Date): DateTimeParts {
  const iso = instant.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A local wall-clock date and time (what the form holds) as the UTC date and time the API stores. */
export function localToUtc(date: string, time: string): DateTimeParts {
  const [year, month, day] = parseDate(date);
  const [hours, minutes] = parseTime(time);
  return utcParts(new Date(year, month - 1, day, hours, minutes));
}

/** The API's UTC date and time as the local wall-clock date and time (the date may be an ISO string). */
export function utcToLocal(date: string, time: string): DateTimeParts {
  const [year, month, day] = parseDate(date);
  const [hours, minutes] = parseTime(time);
  return localParts(new Date(Date.UTC(year, month - 1, day, hours, minutes)));
}

/** One formatter per language: making one costs more than formatting with it, and a page formats dozens. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string) {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(language, format);
  }
  return format;
}

/**
 * An event's start or end in local time for the events table (docs/product.md §5.2): 'YYYY-MM-DD
 * HH:mm' in English, the locale's own numeric date and 24-hour time in the other languages
 * ('10/03/2030, 14:30' in Spanish).
 */
export function formatLocalDateTime(date: string, time: string, language = 'en'): string {
  const local = utcToLocal(date, time);
  if (language === 'en') return `${local.date} ${local.time}`;
  const [year, month, day] = parseDate(local.date);
  const [hours, minutes] = parseTime(local.time);
  return dateTimeFormat(language).format(new Date(year, month - 1, day, hours, minutes));
}

/** An ISO-8601 UTC instant from the API (a check-in, a change) in local time, as the events table writes times. */
export function formatLocalInstant(iso: string, language = 'en'): string {
  return formatLocalDateTime(iso.slice(0, 10), iso.slice(11, 16), language);
}

function utcBound(instant: Date): string {
  const iso = instant.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}

/** 'after or equal to' a local day: the start of that day (00:00:00.000) as a UTC list bound. */
export function localDayStartUtc(day: string): string {
  const [year, month, day_] = parseDate(day);
  return utcBound(new Date(year, month - 1, day_, 0, 0, 0, 0));
}

/** 'before or equal to' a local day: the end of that day (23:59:59.999) as a UTC list bound. */
export function localDayEndUtc(day: string): string {
  const [year, month, day_] = parseDate(day);
  return utcBound(new Date(year, month - 1, day_, 23, 59, 59, 999));
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a 'YYYY-MM-DD' day, the only shape a date filter in the URL may take. */
export function isDay(value: string | undefined): value is string {
  return value !== undefined && dayPattern.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());
}

/** The units a past instant is told in, each up to the next one's size; past a month it is a date. */
const AGO_STEPS: [unit: Intl.RelativeTimeFormatUnit, upTo: number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
];

/**
 * How long ago an ISO-8601 instant was, in the language shown ("now", "5 minutes ago", "yesterday",
 * "hace 3 horas"); past a month, its local date and time as the tables write them.
 */
export function formatTimeAgo(iso: string, now: Date, language = 'en'): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  let amount = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (amount === 0) return format.format(0, 'second');
  for (const [unit, upTo] of AGO_STEPS) {
    if (amount < upTo) return format.format(-amount, unit);
    amount = Math.floor(amount / upTo);
  }
  return formatLocalInstant(iso, language);
}

/** An ISO-8601 instant's local time of day, 24-hour ('14:35'), e.g. when a code stops working. */
export function formatLocalTime(iso: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The local day `days` after `from` (today by default), 'YYYY-MM-DD'; days go by the calendar, whatever the clock change. */
export function localDay(days = 0, from = new Date()): string {
  return localParts(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)).date;
}

/** The first day of the local month of `from` (today by default), 'YYYY-MM-DD'. */
export function localMonthStart(from = new Date()): string {
  return localParts(new Date(from.getFullYear(), from.getMonth(), 1)).date;
}
