/**
 * `npm run content`: validate content/ and write the typed indexes to .generated/content.
 * Fails (exit 1) listing every problem, and then writes nothing.
 * Options: --drafts (include drafts), --content DIR and --out DIR (other folders, for tests).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from './problems.ts';
import { readContent } from './read-content.ts';
import { indexFiles, writeIndexes } from './write-indexes.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CompileOptions {
  contentDir?: string;
  outDir?: string;
  drafts?: boolean;
}

/** Compile content; throws an Error whose message lists every problem. */
export function compileContent(options: CompileOptions = {}) {
  const contentDir = options.contentDir ?? path.join(projectRoot, 'content');
  const outDir = options.outDir ?? path.join(projectRoot, '.generated/content');
  const { content, problems } = readContent(contentDir, { drafts: options.drafts ?? false });
  if (!content) throw new Error(formatProblems(problems));
  writeIndexes(outDir, indexFiles(content));
  return content;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const option = (name: string) => {
      const index = process.argv.indexOf(name);
      return index > 0 ? process.argv[index + 1] : undefined;
    };
    const content = compileContent({ drafts: process.argv.includes('--drafts'), contentDir: option('--content'), outDir: option('--out') });
    console.log(
      `content: ${content.stories.length} stories, ${content.articles.length} articles, ${content.legal.length} legal pages compiled`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
