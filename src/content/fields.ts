/**
 * Field types shared by the content schemas, and doc(), which gives a field the sentence a
 * marketer reads about it. That sentence and its example travel with the schema: the editor's
 * JSON Schemas, docs/content.md and the build's "this field is missing" messages all read it.
 */
import { z } from 'zod';
import { dateProblem, normaliseDate, readDate } from '../lib/dates.ts';

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

/** Names of the invisible characters most often pasted in, for the message. */
const invisibleNames: Record<string, string> = {
  '\u0000': 'NUL',
  '\u00ad': 'SOFT HYPHEN',
  '\u200b': 'ZERO WIDTH SPACE',
  '\u200c': 'ZERO WIDTH NON-JOINER',
  '\u200d': 'ZERO WIDTH JOINER',
  '\u200e': 'LEFT-TO-RIGHT MARK',
  '\u200f': 'RIGHT-TO-LEFT MARK',
  '\u202a': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202b': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202c': 'POP DIRECTIONAL FORMATTING',
  '\u202d': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202e': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
  '\ufeff': 'ZERO WIDTH NO-BREAK SPACE',
};

/**
 * Invisible format characters (Unicode \p{Cf}: a right-to-left override, a zero-width joiner,
 * a soft hyphen) and control characters (NUL...) other than line breaks and tabs. They arrive
 * pasted from word processors and chats, cannot be seen in an editor, and can reverse, hide or
 * break text on the page, in titles and in search results.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;

/** Text that must say something, without invisible characters. */
export const nonEmpty = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    const match = INVISIBLE.exec(value.replace(/[\n\t]/g, ' '));
    if (!match) return;
    const char = match[0];
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    const name = invisibleNames[char] ?? (/\p{Cc}/u.test(char) ? 'a control character' : 'a format character');
    ctx.addIssue({
      code: 'custom',
      message: `This text holds an invisible character, ${code} (${name}), after "${value.slice(Math.max(0, match.index - 20), match.index)}": it can reverse, hide or break the text on the page.`,
      params: { fix: `Delete it: retype the text around character ${match.index + 1} (such characters come in with text pasted from a word processor or a chat).` },
    });
  });

/**
 * Text with a length limit. `why` says what a longer text would do to the page; it is in the
 * field's description (docs and editor) and in the message when the limit is passed.
 */
export function limitedText(max: number, why: string) {
  return nonEmpty.max(max, `because ${why}`);
}

/** limitedText with its doc(): the description ends with the limit and its reason. */
export function limitedField(max: number, why: string, description: string, example?: string) {
  return doc(limitedText(max, why), `${description} At most ${max} characters, because ${why}.`, example);
}

/** An https address: a link any visitor's browser opens safely (no http:, javascript:, data:). */
export const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https address, starting with https://' });

/** A path inside this site, starting with '/'. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/", e.g. /my-story');

/** "2025-01-02" as "2 January 2025": unambiguous in every country. */
const spelled = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The same day and month read the other way round, when that is a date too ("1/2/2025": 1 February). */
function otherReading(iso: string): string | undefined {
  const [year, month, day] = iso.split('-');
  if (day === month || Number(day) > 12) return undefined;
  return `${year}-${day}-${month}`;
}

/** A calendar date written YYYY-MM-DD that exists (no 30 February). */
export const isoDate = z.string().superRefine((value, ctx) => {
  const problem = dateProblem(value, 'iso');
  if (!problem) return;
  const read = readDate(value);
  // A real date in another form: say so and give it year first, rather than "check the day".
  if (read) {
    const other = read.form === 'month-first' ? otherReading(read.iso) : undefined;
    ctx.addIssue({
      code: 'custom',
      message: `must be written YYYY-MM-DD, year first (this is written ${read.form === 'day-first' ? 'day first' : `month first, which reads as ${spelled(read.iso)}`})`,
      params: { fix: `Write ${read.iso}${other ? ` if you mean ${spelled(read.iso)}, or ${other} if you mean ${spelled(other)}` : ''}.` },
    });
    return;
  }
  ctx.addIssue({ code: 'custom', message: `must be a real date written YYYY-MM-DD (${problem})`, params: { fix: 'Check the day and the month, e.g. 2025-06-15.' } });
});

/**
 * A date written DD-MM-YYYY or YYYY-MM-DD (the forms marketers have written), normalised to
 * YYYY-MM-DD here, so pages and feeds only ever see one form. M/D/YYYY, which the old site
 * used, is refused: "1/2/2025" is 2 January read month first and 1 February day first, so the
 * message says which day it would be and gives both in the year-first form.
 */
export const writtenDate = z.string().transform((value, ctx) => {
  const read = readDate(value);
  if (read?.form === 'month-first') {
    const other = otherReading(read.iso);
    ctx.addIssue({
      code: 'custom',
      message: `must be written DD-MM-YYYY or YYYY-MM-DD: a date with slashes is read month first, so "${value.trim()}" would be ${spelled(read.iso)}${other ? `, where many readers mean ${spelled(other)}` : ''}`,
      params: { fix: `Write ${read.iso}${other ? ` if you mean ${spelled(read.iso)}, or ${other} if you mean ${spelled(other)}` : ''}.` },
    });
    return z.NEVER;
  }
  const problem = dateProblem(value, 'any');
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a real date written DD-MM-YYYY or YYYY-MM-DD (${problem.replace(', YYYY-MM-DD or M/D/YYYY', ' or YYYY-MM-DD')})`,
      params: { fix: 'Check the day and the month, e.g. 15-06-2025.' },
    });
    return z.NEVER;
  }
  return normaliseDate(value) ?? value;
});

/** Raster formats the image step reads. */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** Picture formats a marketer may have, which the image step does not make sizes of. */
const otherPictureFormats: Record<string, string> = {
  svg: 'an SVG drawing',
  heic: 'a HEIC photo (the iPhone format)',
  heif: 'a HEIF photo (the iPhone format)',
  gif: 'a GIF',
  tif: 'a TIFF',
  tiff: 'a TIFF',
  bmp: 'a BMP',
};

/**
 * The problem with a picture's path when its format is one the site cannot serve (an SVG, an
 * iPhone's HEIC), or undefined. Said as such: the file may well be in content/images/.
 */
export function imageFormatProblem(src: string): { message: string; fix: string } | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase();
  const format = extension === undefined ? undefined : otherPictureFormats[extension];
  if (!format) return undefined;
  const png = src.replace(/\.[a-z0-9]+$/i, extension === 'svg' ? '.png' : '.jpg');
  return {
    message: `"${src}" is ${format}, a format the site does not make sizes of: pictures must be ${imageExtensions.map((known) => `.${known}`).join(', ')} files.`,
    fix: `Export it as ${extension === 'svg' ? 'a PNG (for a drawing or a chart)' : 'a JPEG (for a photo)'}, put it at content${png} and write ${png}.`,
  };
}

/**
 * An image in content/images/, written as the path it has on the site, e.g.
 * "/images/team/jane-doe.jpg". The build checks it exists and makes the served sizes.
 */
export const contentImage = z
  .string()
  .superRefine((value, ctx) => {
    const format = imageFormatProblem(value);
    // `continue: false` keeps the general rule below from repeating the same line's problem.
    if (format) ctx.addIssue({ code: 'custom', message: format.message, params: { fix: format.fix }, continue: false });
  })
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
