/**
 * A content pull request that follows the marketers' guide's "A new success story"
 * (docs/editing.md, once the README's) to the letter keeps the tests green: the guide's example
 * names (its file name and PDF name, read from the guide itself) make a story that compiles
 * beside the fixtures the unit tests add, against the site's real industries, categories,
 * policies and reserved addresses.
 *
 * The steps are followed in a copy whose stories and articles are the fixtures only
 * (copyFixtureContent): in a copy of all of content/, a marketer who had already used the
 * example's file name or PDF name, or given an article that file name, would turn this test red
 * though their content is valid (issue 35). So what this test finds depends on the guide, not on
 * which names content/ has left free.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './compile';
import { readContent } from './read-content';
import { FIXTURE_PDF_PREFIX, FIXTURE_SLUG_PREFIX } from './reserved-names';
import { copyFixtureContent, FIXTURE_STORY, runContent, setField, type ContentCopy } from './test-support';

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

  it("compiles beside the unit tests' fixtures, whatever stories and articles content/ holds", async () => {
    const copy = copyFixtureContent();
    // The story step 1 copies has what step 5 deletes, as a published story may: left in the
    // new story, its canonicalPath would not be the new story's own address and its alias would
    // be the fixture's, and the compile refuses both.
    copy.replace(FIXTURE_STORY, /\n---\s*$/, `\ncanonicalPath: /success-stories/${path.basename(FIXTURE_STORY, '.md')}\naliases:\n  - /Fixture-Old-Address\n---\n`);
    const slugs = (folder: string) => fs.readdirSync(copy.file(folder)).map((name) => name.replace(/\.md$/, ''));
    const storiesBefore = slugs('stories');
    const fixturePdf = /^pdfFileName: (.*)$/m.exec(copy.read(FIXTURE_STORY))?.[1];

    const text = followReadme(copy, example);
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
    expect(output).toMatch(new RegExp(`^content: ${storiesBefore.length + 1} stories`));

    // The new story is the guide's, and the fixtures every fixture-based test asserts on are still theirs.
    const { content, problems } = await readContent(copy.dir, { fixtures: true });
    expect(problems).toEqual([]);
    const slug = example.file.replace(/\.md$/, '');
    expect(content!.stories.map((entry) => entry.slug).sort()).toEqual([...storiesBefore, slug].sort());
    const story = content!.stories.find((entry) => entry.slug === slug);
    expect(story?.pdfFileName).toBe(example.pdf);
    expect(story?.id).toBe(Number(/^id: (\d+)$/m.exec(text)?.[1]));
    expect(story?.canonicalPath).toBe(`/${slug}`);
    expect(story?.aliases).toEqual([]);
    const fixture = content!.stories.find((entry) => entry.slug === path.basename(FIXTURE_STORY, '.md'));
    expect(fixture?.pdfFileName).toBe(fixturePdf);
  });
});
