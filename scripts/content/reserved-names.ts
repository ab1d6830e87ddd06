/**
 * Names the tests keep for themselves. The unit tests add fixture entries to a copy of content/
 * (tests/fixtures/content) and assert on them; a marketer's file with the same name would be
 * overwritten there and break tests that have nothing to do with the edit. So fixture names
 * start with "fixture-" (file names) or "Fixture " (PDF file names), and the compile refuses
 * those in content/ unless a test asks for them. Fixture ids need no reserving: a test gives
 * its fixtures the next free ids of the copy it writes them into.
 */
import type { ContentProblem } from './problems.ts';

export const FIXTURE_SLUG_PREFIX = 'fixture-';
export const FIXTURE_PDF_PREFIX = 'Fixture ';

/** The problem with a story's or article's file name, when the tests keep it. */
export function reservedSlugProblem(slug: string, shownAs: string, extension: string): ContentProblem | undefined {
  if (!slug.startsWith(FIXTURE_SLUG_PREFIX)) return undefined;
  const rest = slug.slice(FIXTURE_SLUG_PREFIX.length) || 'my-new-page';
  return {
    file: shownAs,
    message: `File names starting with "${FIXTURE_SLUG_PREFIX}" are kept for the tests' own sample entries, so "${slug}${extension}" would clash with them.`,
    fix: `Rename the file, e.g. to "${rest}${extension}".`,
  };
}

/** The problem with a story's pdfFileName, when the tests keep it. */
export function reservedPdfProblem(name: string): { message: string; fix: string } | undefined {
  if (!name.startsWith(FIXTURE_PDF_PREFIX)) return undefined;
  return {
    message: `PDF file names starting with "${FIXTURE_PDF_PREFIX}" are kept for the tests' own sample story, so "${name}" would clash with it.`,
    fix: `Name the PDF after the client, e.g. "${name.slice(FIXTURE_PDF_PREFIX.length) || 'Spare Parts Distributor.pdf'}".`,
  };
}
