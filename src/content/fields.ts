/** Field types shared by the content schemas. */
import { z } from 'zod';

/** Text that must say something. */
export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** A path inside this site, starting with '/'. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/"');

/** A calendar date written YYYY-MM-DD. YAML turns bare dates into Date objects; accept both. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
);
