/**
 * A content pull request that follows the marketers' guide's "A new success story"
 * (docs/editing.md, once the README's) to the letter keeps the tests green: the guide's example
 * names (its file name and PDF name, read from the guide itself) compile, and the fixtures the unit tests add on top of the content still
 * compile beside it without replacing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './compile';
import { FIXTURE_PDF_PREFIX, FIXTURE_SLUG_PREFIX } from './reserved-names';
import { compileWithFixtures, copyContent, runContent, setField, type ContentCopy } from './test-support';

/** The guide's section on a new story, and the example names it gives. */
function readmeExample() {
  const guide = fs.readFileSync(path.join(projectRoot, 'docs/editing.md'), 'utf8');
  const start = guide.indexOf('### A new success story');
  const end = guide.indexOf('### A new article');
  if (start < 0 || end < start) throw new Error('docs/editing.md no longer has "### A new success story" followed by "### A new article"');
  const section = guide.slice(start, end);
  const file = /`content\/stories\/([a-z0-9-]+\.md)`/.exec(section)?.[1];
  const pdf = /`([^`/]+\.pdf)`/.exec(section)?.[1];
  if (!file || !pdf) throw new Error('docs/editing.md no longer gives an example story file and PDF name');
  return { file, pdf };
}

/** Steps 1 to 5 of the guide on `copy`: returns the new file's text. */
function followReadme(copy: ContentCopy, example: { file: string; pdf: string }): string {
  // 1. Copy a file in content/stories/ and name it after the new address.
  const [copied] = fs.readdirSync(copy.file('stories')).sort();
  let text = copy.read(`stories/${copied}`);
  // 2. Give it a new id (the next free one).
  const ids = fs.readdirSync(copy.file('stories')).map((name) => Number(/^id: (\d+)$/m.exec(copy.read(`stories/${name}`))?.[1] ?? 0));
  text = setField(text, 'id', String(Math.max(...ids) + 1));
  // 3. Set pdfFileName. 4. The copied industry is one of the chips already.
  text = setField(text, 'pdfFileName', example.pdf);
  // 5. Delete canonicalPath and aliases if you copied them (a list's items go with it).
  text = text.replace(/^canonicalPath:.*\n/m, '').replace(/^aliases:.*\n(?:[ \t]+-.*\n)*/m, '');
  copy.write(`stories/${example.file}`, text);
  return text;
}

describe("the editing guide's example story, followed word for word", () => {
  const example = readmeExample();

  it('uses no name the tests keep for their fixtures', () => {
    expect(example.file.startsWith(FIXTURE_SLUG_PREFIX)).toBe(false);
    expect(example.pdf.startsWith(FIXTURE_PDF_PREFIX)).toBe(false);
  });

  it('compiles as a marketer runs it, and the unit tests\' fixtures still compile beside it', async () => {
    const copy = copyContent();
    const storiesBefore = fs.readdirSync(copy.file('stories')).length;
    followReadme(copy, example);
    const { code, output } = await runContent(copy, { fixtures: false });
    expect(code, output).toBe(0);
    expect(output).toMatch(new RegExp(`^content: ${storiesBefore + 1} stories`));

    // What every fixture-based unit test starts from (compiledFixtures), on this pull request.
    const { content, story } = await compileWithFixtures(copy);
    const slug = example.file.replace(/\.md$/, '');
    expect(content.stories.map((entry) => entry.slug)).toContain(slug);
    expect(content.stories).toHaveLength(storiesBefore + 2);
    expect(story.pdfFileName).not.toBe(example.pdf);
    expect(content.stories.find((entry) => entry.slug === slug)?.pdfFileName).toBe(example.pdf);
  });
});
