/**
 * Vitest global setup for the unit tests: compile content/ first, so `npx vitest run` works on
 * a fresh clone (tests and the code they load import the compiled indexes as @content/...).
 */
import { compileContent, ContentProblemsError } from '../../scripts/content/compile';

export default async function setup() {
  try {
    await compileContent();
  } catch (error) {
    // Say what is wrong with the content rather than failing every test file that imports it.
    throw new Error(
      error instanceof ContentProblemsError ? `content/ does not compile, so the tests cannot run:\n${error.message}` : String(error),
    );
  }
}
