/**
 * Article dates arrive in the mixed formats marketers have always written
 * (DD-MM-YYYY, YYYY-MM-DD, M/D/YYYY). normaliseDate turns them into YYYY-MM-DD or
 * returns null so the build can name the file that holds an impossible date.
 */
export function normaliseDate(raw: string): string | null {
  const value = raw.trim();
  let year: number, month: number, day: number;
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = value.match(/^(\d{2})-(\d{2})-(\d{4})$/))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/))) {
    // US order, as the observed site wrote it; a two-digit year means 20YY.
    month = Number(match[1]);
    day = Number(match[2]);
    year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
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
