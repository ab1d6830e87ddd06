/**
 * Field types shared by the content schemas, and doc(), which gives a field the sentence a
 * marketer reads about it. That sentence and its example travel with the schema: the editor's
 * JSON Schemas, docs/content.md and the build's "this field is missing" messages all read it.
 */
import { z } from 'zod';
import { dateProblem, normaliseDate } from '../lib/dates.ts';

/** Gives a field its description (what a marketer writes there) and an example value. */
export function doc<T extends z.ZodType>(schema: T, description: string, example?: unknown): T {
  return schema.meta({ description, ...(example === undefined ? {} : { examples: [example] }) }) as T;
}

/**
 * Fields a collection used to have and computes now, each with what replaced it. A schema
 * registers them here (schema.register(retiredFields, {...})); a file that still has one gets
 * that explanation instead of "did you mean ...?". A registry of its own keeps them out of
 * the editor's JSON Schemas, which read the global one.
 */
export const retiredFields = z.registry<Record<string, string>>();

/** Text that must say something. */
export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** A path inside this site, starting with '/'. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/", e.g. /my-story');

/** A calendar date written YYYY-MM-DD that exists (no 30 February). */
export const isoDate = z.string().superRefine((value, ctx) => {
  const problem = dateProblem(value, 'iso');
  if (problem) ctx.addIssue({ code: 'custom', message: `must be a real date written YYYY-MM-DD (${problem})`, params: { fix: 'Check the day and the month, e.g. 2025-06-15.' } });
});

/**
 * A date in any form marketers have written (DD-MM-YYYY, YYYY-MM-DD, M/D/YYYY), normalised
 * to YYYY-MM-DD here, so pages and feeds only ever see one form.
 */
export const writtenDate = z.string().transform((value, ctx) => {
  const problem = dateProblem(value, 'any');
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a real date written DD-MM-YYYY, YYYY-MM-DD or M/D/YYYY (${problem})`,
      params: { fix: 'Check the day and the month, e.g. 15-06-2025.' },
    });
    return z.NEVER;
  }
  return normaliseDate(value) ?? value;
});

/** Raster formats the image step reads. */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/**
 * An image in content/images/, written as the path it has on the site, e.g.
 * "/images/team/jane-doe.jpg". The build checks it exists and makes the served sizes.
 */
export const contentImage = z
  .string()
  .regex(
    new RegExp(`^/images/[^\\s?#]+\\.(${imageExtensions.join('|')})$`, 'i'),
    `must be a path under /images/ to a ${imageExtensions.map((extension) => `.${extension}`).join(', ')} file, e.g. /images/team/jane-doe.jpg`,
  );

/**
 * A refinement for a list whose items must differ: by their field `key`, or, with key null, as
 * they are written (a list of plain text). A repeat is reported on the repeated item, the later
 * one, and the fix names the first. `what` is what one item is called, e.g. "industry panel".
 *
 *   items: z.array(industrySchema).superRefine(uniqueBy('id', 'industry panel'))
 */
export function uniqueBy<Item>(key: (keyof Item & string) | null, what: string) {
  return (items: readonly Item[], ctx: z.RefinementCtx): void => {
    const firstIndex = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = key === null ? item : item[key];
      const first = firstIndex.get(value);
      if (first === undefined) {
        firstIndex.set(value, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: key === null ? [index] : [index, key],
        input: value,
        message: `must be unique: ${JSON.stringify(value)} is listed twice`,
        params: {
          fix:
            key === null
              ? `Item ${first + 1} is the same ${what}: remove one of the two.`
              : `The ${what} at item ${first + 1} has it already: give each ${what} its own ${key}, or remove the copy.`,
        },
      });
    });
  };
}
