/**
 * Article dates arrive in the mixed formats marketers have always written
 * (DD-MM-YYYY, YYYY-MM-DD, M/D/YYYY). normaliseDate turns them into YYYY-MM-DD or
 * returns null so the build can name the file that holds an impossible date.
 */
export function normaliseDate(raw: string): string | null {
  const parts = dateParts(raw);
  return parts && !impossibleDate(parts) ? isoFromParts(parts) : null;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The year, month and day a date is written with, in any of the accepted forms. */
function dateParts(raw: string): DateParts | null {
  const value = raw.trim();
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/))) {
    return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  if ((match = value.match(/^(\d{2})-(\d{2})-(\d{4})$/))) {
    return { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  }
  if ((match = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/))) {
    // US order, as the observed site wrote it; a two-digit year means 20YY.
    return { month: Number(match[1]), day: Number(match[2]), year: match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]) };
  }
  return null;
}

const isoFromParts = ({ year, month, day }: DateParts) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Why a written date cannot exist ("February 2026 has 28 days"), or null when it can. */
function impossibleDate({ year, month, day }: DateParts): string | null {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return `${monthNames[month - 1]} ${year} has ${daysInMonth} days, so day ${day} does not exist`;
  return null;
}

/**
 * What is wrong with a written date, in words a marketer can act on, or null when it is a
 * real date in an accepted form.
 */
export function dateProblem(raw: string, forms: 'iso' | 'any'): string | null {
  const parts = dateParts(raw);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
  if (!parts || (forms === 'iso' && !iso))
    return forms === 'iso' ? 'it must be written YYYY-MM-DD' : 'it must be written DD-MM-YYYY, YYYY-MM-DD or M/D/YYYY';
  return impossibleDate(parts);
}

/** How a real date was written: year first, day first (DD-MM-YYYY) or month first (M/D/YYYY). */
export type DateForm = 'year-first' | 'day-first' | 'month-first';

/** A real date in any accepted form, with the form it was written in; null otherwise. */
export function readDate(raw: string): { iso: string; form: DateForm } | null {
  const parts = dateParts(raw);
  if (!parts || impossibleDate(parts)) return null;
  const value = raw.trim();
  const form: DateForm = /^\d{4}-/.test(value) ? 'year-first' : value.includes('/') ? 'month-first' : 'day-first';
  return { iso: isoFromParts(parts), form };
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2025-04-01" -> "April 1, 2025": the stable form prerendered pages show. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * "2025-06-15" in the visitor's locale (undefined: the browser's), with the same fields as
 * formatLongDate, so en-US visitors see no change when the page reformats after hydration.
 */
export function formatLocalDate(isoDate: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
