/**
 * `npm run content`: validate content/ and write the typed indexes to .generated/content.
 * Fails (exit 1) listing every problem, with its file, line and fix, and then writes nothing.
 * Options: --preview (drafts and future-dated entries too, marked), --today YYYY-MM-DD (the
 * day dates are compared with), --content DIR and --out DIR (other folders, for tests).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatNotes, formatProblems, type ContentNote, type ContentProblem } from './problems.ts';
import { readContent, type CompiledContent, type ReadOptions } from './read-content.ts';
import { indexFiles, pageKeysModule, writeIndexes } from './write-indexes.ts';
import { collections, type CollectionName } from '../collections.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CompileOptions extends ReadOptions {
  contentDir?: string;
  outDir?: string;
}

/** The content has problems; the message lists every one. */
export class ContentProblemsError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentProblemsError';
  }
}

/** Compile content and write the indexes; throws ContentProblemsError listing every problem. */
export async function compileContent(options: CompileOptions = {}): Promise<{ content: CompiledContent; notes: ContentNote[] }> {
  const contentDir = options.contentDir ?? path.join(projectRoot, 'content');
  const outDir = options.outDir ?? path.join(projectRoot, '.generated/content');
  const { content, problems, notes } = await readContent(contentDir, options);
  if (!content) throw new ContentProblemsError(problems);
  writeIndexes(outDir, { ...indexFiles(content), 'page-keys.ts': pageKeysModule(path.join(projectRoot, 'src/pages')) });
  return { content, notes };
}

/** One line on what was compiled, then the notes (entries held back...). */
export function compileSummary(content: CompiledContent, notes: readonly ContentNote[]): string {
  const counts = collections.map((collection) => `${content[collection.name as CollectionName].length} ${collection.plural}`);
  const summary = `content: ${counts.join(', ')} compiled`;
  return notes.length > 0 ? `${summary}\n${formatNotes(notes)}` : summary;
}

/** The command: prints the summary or the problems and returns the exit code. `tests` are options only tests set (fixture names). */
export async function runContentCommand(argv: readonly string[], out: Pick<Console, 'log' | 'error'> = console, tests: Pick<CompileOptions, 'fixtures'> = {}): Promise<number> {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  try {
    const { content, notes } = await compileContent({
      preview: argv.includes('--preview'),
      today: option('--today'),
      contentDir: option('--content'),
      outDir: option('--out'),
      ...tests,
    });
    out.log(compileSummary(content, notes));
    return 0;
  } catch (error) {
    // Content problems are the marketer's to fix and say everything; anything else is ours.
    out.error(error instanceof ContentProblemsError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await runContentCommand(process.argv.slice(2));
}
