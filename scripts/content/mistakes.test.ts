/**
 * Every ordinary marketer mistake fails `npm run content` with exit code 1 and a message that
 * names the file, the line and the field, says what was found and how to fix it. Each case
 * copies content/, makes one mistake the way a marketer would, and reads what the command says.
 *
 * The content is parsed once for the whole file: the compile remembers, in memory, what each
 * unchanged file parsed to (the build's own cache, yaml-cache.ts, keyed by the text's hash),
 * so a case re-reads only the file its mistake is in. A file with a problem is never
 * remembered, so every mistake is found by the same code `npm run content` runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMap, isNode, isScalar, parse, parseDocument } from 'yaml';
import { readContent } from './read-content';
import { copyContent, runContent, setField, type ContentCopy } from './test-support';
import { loadYamlCache } from './yaml-cache';

beforeAll(async () => {
  // No cache file: remembering starts empty and stays in this process (nothing is saved).
  loadYamlCache(path.join(os.tmpdir(), `mistakes-test-no-cache-${process.pid}.json`), 'mistakes-test');
  const { problems } = await readContent(copyContent().dir);
  expect(problems, 'the content compiles before any mistake is made').toEqual([]);
});

/** 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`no line contains ${needle}`);
  return index + 1;
}

interface Expected {
  /** "content/stories/fixture-story.md:12", or a file/folder without a line. */
  at: string;
  field?: string;
  message: RegExp;
  fix?: RegExp;
}

/** Runs the command and finds the one problem listed at `at` that matches. */
async function expectProblem(copy: ContentCopy, expected: Expected, options: { fixtures: boolean } = { fixtures: true }) {
  const { code, output, outDir } = await runContent(copy, options);
  expect(code, output).toBe(1);
  expect(fs.existsSync(outDir), 'nothing is written').toBe(false);
  const problems = output.split('\n\n');
  const header = expected.field ? `${expected.at}  ${expected.field}` : expected.at;
  const found = problems.find((problem) => problem.split('\n')[0] === header && expected.message.test(problem));
  expect(found, `a problem "${header}" matching ${expected.message} in:\n${output}`).toBeDefined();
  if (expected.fix) expect(found).toMatch(expected.fix);
  return output;
}

const stories = (copy: ContentCopy) => fs.readdirSync(copy.file('stories')).sort();
const existingStory = (copy: ContentCopy) => stories(copy)[0]!.replace(/\.md$/, '');

/** A new story with `edit` applied, written where a marketer would put it. */
function addStory(copy: ContentCopy, edit: (text: string) => string = (text) => text): string {
  const text = edit(copy.newStory());
  copy.write('stories/fixture-story.md', text);
  return text;
}

function addArticle(copy: ContentCopy, edit: (text: string) => string = (text) => text): string {
  const text = edit(copy.newArticle());
  copy.write('articles/fixture-article.md', text);
  return text;
}

/** An article whose body ends with `line`; returns the line number it landed on. */
function articleWithLine(copy: ContentCopy, line: string): number {
  const text = addArticle(copy, (text) => `${text.trimEnd()}\n\n${line}\n`);
  return text.trimEnd().split('\n').length;
}

/**
 * The first team member's photo in pages/team.yaml set to `src`, as a marketer would write it:
 * their photo: replaced when they have one (the guide's example /images/team/jane-doe.jpg,
 * say), else a line added under their first field. Returns the photo's line. Adding a second
 * photo: line regardless, as these tests once did, makes a mistake of the test's own (a field
 * written twice) as soon as the marketers give that member a photo, and the test fails on it.
 */
function setFirstMemberPhoto(copy: ContentCopy, src: string): number {
  const text = copy.read('pages/team.yaml');
  const member = parseDocument(text).getIn(['members', 0], true);
  if (!isMap(member)) throw new Error('content/pages/team.yaml has no first member');
  const photo = member.items.find((pair) => isScalar(pair.key) && pair.key.value === 'photo')?.value;
  const first = member.items[0];
  let edited: string;
  let at: number;
  if (isScalar(photo) && photo.range) {
    at = photo.range[0];
    edited = `${text.slice(0, at)}${src}${text.slice(photo.range[1])}`;
  } else if (first && isScalar(first.key) && first.key.range && isNode(first.value) && first.value.range) {
    const column = first.key.range[0] - (text.lastIndexOf('\n', first.key.range[0]) + 1);
    const end = text.indexOf('\n', first.value.range[1] - 1);
    at = end + 1;
    edited = `${text.slice(0, end)}\n${' '.repeat(column)}photo: ${src}${text.slice(end)}`;
  } else {
    throw new Error("content/pages/team.yaml's first member has no field to put a photo under");
  }
  copy.write('pages/team.yaml', edited);
  return edited.slice(0, at).split('\n').length;
}

describe('YAML and field mistakes', () => {
  it('a colon inside a value: says quotes are needed', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', 'Lessons: what we learned'));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`,
      message: /second colon inside its value/,
      fix: /A colon inside a value needs quotes.*title: "Lessons: what we learned"/,
    });
  });

  it('a misspelled field: suggests the right name', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('title:', 'titel:'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'titel:')}`, field: 'titel', message: /not a field this file can have/, fix: /Did you mean "title"\?/ });
  });

  it('a reading time typed by hand: says it is computed now and the line can go', async () => {
    const copy = copyContent();
    const article = addArticle(copy, (text) => setField(text, 'readTime', '"5 mins"'));
    const story = addStory(copy, (text) => setField(text, 'readTime', '"6 min read"'));
    const expected = { field: 'readTime', message: /"readTime" is no longer a field: the reading time is computed from the text \(words \/ 200, rounded up, at least 1 minute\)/, fix: /Remove the line "readTime: \.\.\."/ };
    const output = await expectProblem(copy, { at: `content/articles/fixture-article.md:${lineOf(article, 'readTime:')}`, ...expected });
    expect(output).toMatch(new RegExp(`content/stories/fixture-story.md:${lineOf(story, 'readTime:')}  readTime\n.*no longer a field`));
    expect(output, 'no spelling suggestion for a field that is gone').not.toMatch(/Did you mean/);
  });

  it('a story still marked closingCta: says every story ends with the call to action now, and the line can go', async () => {
    const copy = copyContent();
    const story = addStory(copy, (text) => setField(text, 'closingCta', 'true'));
    const output = await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(story, 'closingCta:')}`,
      field: 'closingCta',
      message: /"closingCta" is no longer a field: every story now ends with the call to action/,
      fix: /Remove the line "closingCta: \.\.\."/,
    });
    expect(output, 'no spelling suggestion for a field that is gone').not.toMatch(/Did you mean/);
  });

  it('a missing field: says what it is and gives an example line', async () => {
    const copy = copyContent();
    addStory(copy, (text) => text.replace(/^company:.*\n/m, ''));
    await expectProblem(copy, { at: 'content/stories/fixture-story.md:2', field: 'company', message: /This field is missing: Anonymised client descriptor\./, fix: /Add a line company: Leading Helmet Manufacturer/ });
  });

  it('text where true or false belongs', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'featured', 'yes please'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'featured:')}`, field: 'featured', message: /Found "yes please", but this must be true or false\./, fix: /featured: true or featured: false/ });
  });

  it('a list one item short: counts from 1 and says how many to add', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('  - No shared view across warehouses\n', ''));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'problemAreas:')}`, field: 'problemAreas', message: /Found 3 items, but this list must have exactly 4\./, fix: /Add 1 more item\./ });
  });

  it('an empty value deep in a list: names the item counting from 1', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('value: "60%"', 'value: ""'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'value: ""')}`, field: 'results › item 3 › value', message: /This field is empty\./ });
  });

  it('an industry no file names: suggests the closest industry', async () => {
    const copy = copyContent();
    if (!fs.existsSync(copy.file('industries/food-beverage.md'))) copy.write('industries/food-beverage.md', industryFile({ name: 'Food & Beverage', order: 99 }));
    const text = addStory(copy, (text) => setField(text, 'industry', 'Food and Beverage'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'industry:')}`, field: 'industry', message: /Found "Food and Beverage", which is not one of the industries/, fix: /Did you mean "Food & Beverage"\?/ });
  });

  it('an industry with no file at all: says which file to add', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'industry', 'Quantum Widgets'));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'industry:')}`,
      field: 'industry',
      message: /Found "Quantum Widgets", which is not one of the industries in content\/industries\//,
      fix: /add the industry as content\/industries\/quantum-widgets\.md with name: Quantum Widgets/,
    });
  });

  it('an article by an author no file has: names the field and the authors there are', async () => {
    const copy = copyContent();
    const text = addArticle(copy, (text) => setField(text, 'author', '"Priya Nair, Head of Solutions"'));
    await expectProblem(copy, {
      at: `content/articles/fixture-article.md:${lineOf(text, 'author:')}`,
      field: 'author',
      message: /Found "Priya Nair, Head of Solutions", which is not one of the authors in content\/authors\/ \(the file names\), so the article would name no author and link to no page/,
      fix: /content\/authors\//,
    });
  });

  it("a team member's author file with another role than the Team page's: says both and to delete the line", async () => {
    const copy = copyContent();
    const member = (parse(copy.read('pages/team.yaml')) as { members: { name: string; role: string }[] }).members[0]!;
    copy.write('authors/fixture-author.md', `---\nteamMember: ${member.name}\nrole: Head of Solutions\n---\n`);
    await expectProblem(copy, {
      at: 'content/authors/fixture-author.md:3',
      field: 'role',
      message: new RegExp(`Found "Head of Solutions", but content/pages/team\\.yaml gives ${member.name} the role "${member.role}"`),
      fix: /Delete this line: the role comes from content\/pages\/team\.yaml/,
    });
  });

  it('an author file naming someone not on the Team page as a team member: lists the members', async () => {
    const copy = copyContent();
    copy.write('authors/fixture-author.md', '---\nteamMember: Priya Nair\n---\n');
    await expectProblem(copy, { at: 'content/authors/fixture-author.md:2', field: 'teamMember', message: /Found "Priya Nair", which is not the name of a member on content\/pages\/team\.yaml/, fix: /Use one of: / });
  });

  it('an unknown article category: suggests the closest id', async () => {
    const copy = copyContent();
    const { categories } = parse(copy.read('pages/blog.yaml')) as { categories: { id: string }[] };
    const id = categories[0]!.id;
    const text = addArticle(copy, (text) => setField(text, 'category', `${id}x`));
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${lineOf(text, 'category:')}`, field: 'category', message: /not one of the category ids/, fix: new RegExp(`Did you mean "${id}"\\?`) });
  });

  it('30 February: says the month has no such day', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'publishDate', '2026-02-30'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'publishDate:')}`, field: 'publishDate', message: /February 2026 has 28 days, so day 30 does not exist/, fix: /Check the day and the month/ });
  });

  it('31-02-2025 in an article: refused, not rolled over into March', async () => {
    const copy = copyContent();
    const text = addArticle(copy, (text) => setField(text, 'date', '31-02-2025'));
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${lineOf(text, 'date:')}`, field: 'date', message: /February 2025 has 28 days/ });
  });

  it('a file name that cannot be an address: gives the name to use', async () => {
    const copy = copyContent();
    copy.write('articles/Bad_Name.md', copy.newArticle());
    await expectProblem(copy, { at: 'content/articles/Bad_Name.md', message: /lowercase words joined by hyphens/, fix: /Rename the file to "bad-name\.md"/ });
  });

  it('a page-copy file deleted: says it is missing', async () => {
    const copy = copyContent();
    fs.rmSync(copy.file('pages/team.yaml'));
    await expectProblem(copy, { at: 'content/pages/team.yaml', message: /This file is missing\./, fix: /Restore it/ });
  });

  it('a misspelled field in page copy: refused with the right name, not dropped', async () => {
    const copy = copyContent();
    copy.replace('pages/home.yaml', /^(\s+)primaryLabel:/m, '$1primaryLable:');
    const text = copy.read('pages/home.yaml');
    await expectProblem(copy, { at: `content/pages/home.yaml:${lineOf(text, 'primaryLable:')}`, field: 'hero › primaryLable', message: /"primaryLable" is not a field/, fix: /Did you mean "primaryLabel"\?/ });
  });

  it('a page-copy list item written twice: the copy is named, and the first', async () => {
    const copy = copyContent();
    const { categories } = parse(copy.read('pages/blog.yaml')) as { categories: { id: string }[] };
    const [first, second] = categories.map((category) => category.id);
    copy.replace('pages/blog.yaml', `- id: ${second}\n`, `- id: ${first}\n`);
    const line = copy.read('pages/blog.yaml').split('\n').findLastIndex((text) => text.trim() === `- id: ${first}`) + 1;
    await expectProblem(copy, {
      at: `content/pages/blog.yaml:${line}`,
      field: 'categories › item 2 › id',
      message: new RegExp(`Found "${first}", but it must be unique: "${first}" is listed twice\\.`),
      fix: /The category at item 1 has it already/,
    });
  });
});

describe('illustration sample data', () => {
  /** Replaces `from` with `to` in the copy's illustrations.yaml; returns the 1-based line that changed. */
  function edit(copy: ContentCopy, from: string | RegExp, to: string): number {
    const before = copy.read('pages/illustrations.yaml').split('\n');
    copy.replace('pages/illustrations.yaml', from, to);
    return copy.read('pages/illustrations.yaml').split('\n').findIndex((line, index) => line !== before[index]) + 1;
  }

  it('a forecast with a month too few: months and values must agree', async () => {
    const copy = copyContent();
    const line = edit(copy, /^(\s+)months: \[(.*), \w+\]$/m, '$1months: [$2]');
    await expectProblem(copy, {
      at: `content/pages/illustrations.yaml:${line}`,
      field: 'forecast › months',
      message: /lists \d+ months, but history and forecast have \d+ values together/,
      fix: /one history or forecast value per month/,
    });
  });

  it('a forecast value outside its confidence band: the value is named', async () => {
    const copy = copyContent();
    copy.replace('pages/illustrations.yaml', /^(\s+)forecast: \[\d+,/m, '$1forecast: [999999,');
    await expectProblem(copy, {
      at: `content/pages/illustrations.yaml:${lineOf(copy.read('pages/illustrations.yaml'), 'forecast: [999999,')}`,
      field: 'forecast › forecast › item 1',
      message: /999999 is outside its band \d+ to \d+/,
      fix: /between its low and high/,
    });
  });

  it('a heatmap row missing a location and a lane to an unknown node: both reported where written', async () => {
    const copy = copyContent();
    const rowLine = edit(copy, /^(\s+)days: \[(\d+), [^\]]*\]$/m, '$1days: [$2]');
    const laneLine = edit(copy, /^(\s+)- \{ from: ([a-z-]+), to: [a-z-]+ \}$/m, '$1- { from: $2, to: nowhere-dc }');
    const output = await expectProblem(copy, {
      at: `content/pages/illustrations.yaml:${rowLine}`,
      field: 'inventory › rows › item 1 › days',
      message: /has 1 values for \d+ locations/,
    });
    expect(output).toContain(`content/pages/illustrations.yaml:${laneLine}  network › lanes › item 1 › to\n  "nowhere-dc" is no node's id.`);
  });

  it('agent exceptions out of time order, and a label too long to draw', async () => {
    const copy = copyContent();
    copy.replace('pages/illustrations.yaml', /^(\s+- raised: )"[\d:]+"(\n(?:.*\n)*?\s+- raised: )"[\d:]+"/m, '$1"12:00"$2"09:00"');
    const text = copy.read('pages/illustrations.yaml');
    await expectProblem(copy, {
      at: `content/pages/illustrations.yaml:${lineOf(text, 'raised: "09:00"')}`,
      field: 'agent › events › item 2 › raised',
      message: /09:00 is earlier than the exception before it \(12:00\)/,
      fix: /in the order they were raised/,
    });
    const long = copyContent();
    const line = edit(long, /^sampleLabel: .*$/m, 'sampleLabel: Sample data, not figures from any customer');
    await expectProblem(long, { at: `content/pages/illustrations.yaml:${line}`, field: 'sampleLabel', message: /has 42 characters, but at most 20 fit here/ });
  });
});

describe('YAML that would not mean what it shows', () => {
  it('" #" in an unquoted title: the rest would be a comment', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', 'Why Your #1 Priority Is Speed'));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`,
      field: 'title',
      message: /YAML reads everything from " #" on as a comment: "Why Your #1 Priority Is Speed" would be "Why Your"\./,
      fix: /Quote it: the rest would be a comment\. Write title: "Why Your #1 Priority Is Speed"\./,
    });
  });

  it('a value that starts with "#": it would be empty', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', '#1 Spare-Parts Distributor'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`, field: 'title', message: /starts with "#", which starts a comment in YAML, so this field would be empty/, fix: /Write title: "#1 Spare-Parts Distributor"/ });
  });

  it('a tag indented further than the one above: says the two would become one tag', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('  - Stockout Reduction\n', '   - Stockout Reduction\n'));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, '   - Stockout Reduction')}`,
      field: 'tags › item 1',
      message: /indented further than the one above it \(2 spaces\), so YAML joins the two: "Spare Parts" and "Stockout Reduction" would become one item, "Spare Parts - Stockout Reduction"\./,
      fix: /Start every "- " of the list in the same column: indent this line 2 spaces/,
    });
  });

  it('a list item indented one space less than the one above: says so, not "a second colon"', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('  - Stockout Reduction\n', ' - Stockout Reduction\n'));
    const above = lineOf(text, '  - Spare Parts');
    const output = await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, ' - Stockout Reduction')}`,
      message: new RegExp(`This list item is indented 1 space, but the item above it \\(line ${above}\\) 2 spaces`),
      fix: new RegExp(`indent this line 2 spaces, like line ${above}`),
    });
    expect(output).not.toMatch(/second colon/);
  });

  it('an unquoted title continued on the next line: says what it would be joined into', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', 'Cutting Stockouts\n  for a Distributor'));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, '  for a Distributor')}`,
      field: 'title',
      message: /goes on to the next line without quotes, so YAML joins the lines with a space: it would be "Cutting Stockouts for a Distributor"\./,
      fix: /Write the value on one line \(title: "Cutting Stockouts for a Distributor"\)/,
    });
  });
});

describe('messages that point the right way', () => {
  it('a story saved with Windows line ends: accepted', async () => {
    const copy = copyContent();
    copy.write('stories/fixture-story.md', copy.newStory().replaceAll('\n', '\r\n'));
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
  });

  it('a story without its closing "---": refused, not read as fields', async () => {
    const copy = copyContent();
    addStory(copy, (text) => text.trimEnd().replace(/\n---$/, '\n'));
    await expectProblem(copy, { at: 'content/stories/fixture-story.md:1', message: /never closed: there is no second "---" line/, fix: /Add a line with just "---" after the last field/ });
  });

  it('an article without its closing "---": refused at line 1', async () => {
    const copy = copyContent();
    addArticle(copy, (text) => text.replace(/^---\n(?=Title:)/m, ''));
    await expectProblem(copy, { at: 'content/articles/fixture-article.md:1', message: /never closed/ });
  });

  it('a story date written day first: says so and gives it year first', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'publishDate', '15-06-2025'));
    const output = await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'publishDate:')}`, field: 'publishDate', message: /Found "15-06-2025", but it must be written YYYY-MM-DD, year first \(this is written day first\)/, fix: /Write 2025-06-15\./ });
    expect(output).not.toMatch(/Check the day and the month/);
  });

  it('an empty title: says it is empty, not "put it in quotes"', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace(/^title: .*$/m, 'title:'));
    const output = await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`, field: 'title', message: /This field is empty: nothing is written after "title:"\./, fix: /Write the value after the colon, e\.g\. title: Cutting Stockouts/ });
    expect(output).not.toMatch(/double quotes/);
  });

  it('an empty list item: says the item is empty', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('  - Stockout Reduction\n', '  -\n'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${text.split('\n').indexOf('  -') + 1}`, field: 'tags › item 2', message: /This list item is empty: nothing is written after its "-"\./, fix: /Write the item after "- ", or delete the line\./ });
  });

  it('an SVG in an article: says the format is not supported and which are', async () => {
    const copy = copyContent();
    copy.write('images/articles/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const at = articleWithLine(copy, '![Fill rate by week](/images/articles/chart.svg)');
    const output = await expectProblem(copy, {
      at: `content/articles/fixture-article.md:${at}`,
      field: 'body',
      message: /"\/images\/articles\/chart\.svg" is an SVG drawing, a format the site does not make sizes of: pictures must be \.jpg, \.jpeg, \.png, \.webp, \.avif files\./,
      fix: /Export it as a PNG \(for a drawing or a chart\), put it at content\/images\/articles\/chart\.png/,
    });
    expect(output).not.toMatch(/not a file in content\/images/);
  });

  it('a HEIC team photo: says the format is not supported', async () => {
    const copy = copyContent();
    copy.write('images/team/jane.heic', Buffer.from([0, 0, 0, 24]));
    const line = setFirstMemberPhoto(copy, '/images/team/jane.heic');
    await expectProblem(copy, {
      at: `content/pages/team.yaml:${line}`,
      field: 'members › item 1 › photo',
      message: /is a HEIC photo \(the iPhone format\), a format the site does not make sizes of/,
      fix: /Export it as a JPEG \(for a photo\), put it at content\/images\/team\/jane\.jpg/,
    });
  });
});

describe('limits where a visitor would see nonsense', () => {
  it.each(['TBD', 'thirty percent'])('a result value %j: must contain a digit', async (value) => {
    const copy = copyContent();
    const text = addStory(copy, (text) => text.replace('value: "35%"', `value: ${value}`));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, `value: ${value}`)}`, field: 'results › item 1 › value', message: new RegExp(`Found "${value}", but it must contain a digit, e\\.g\\. "35%" or "2\\.5x": it is drawn as a big figure`) });
  });

  it('a 400-character story title: refused with the limit and why', async () => {
    const copy = copyContent();
    const title = 'Cutting Stockouts '.repeat(23).slice(0, 400).trim();
    const text = addStory(copy, (text) => setField(text, 'title', title));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`,
      field: 'title',
      message: new RegExp(`This text has ${title.length} characters, but at most 110 fit here, because a longer headline wraps past three lines on a phone`),
      fix: new RegExp(`Shorten it by ${title.length - 110} characters\\.`),
    });
  });

  it('a policy title longer than its limit: its own limit and reason', async () => {
    const copy = copyContent();
    const [policy] = fs.readdirSync(copy.file('legal')).sort();
    copy.replace(`legal/${policy}`, /^title: .*$/m, `title: ${'Privacy '.repeat(9).trim()}`);
    await expectProblem(copy, { at: `content/legal/${policy}:${lineOf(copy.read(`legal/${policy}`), 'title:')}`, field: 'title', message: /at most 60 fit here, because it is the page heading and the label of its link in the footer/ });
  });

  it('a 5 MB article: refused with its size', async () => {
    const copy = copyContent();
    addArticle(copy, (text) => `${text}\n${'Safety stock is a buffer against what a forecast cannot know. '.repeat(85_000)}\n`);
    await expectProblem(copy, { at: 'content/articles/fixture-article.md', message: /This file is 5\.\d MB, but a content file may be at most 256 KB/, fix: /Split the text into several articles/ });
  });

  it.each([
    ['U+202E', '\u202E', 'RIGHT-TO-LEFT OVERRIDE'],
    ['U+200D', '\u200D', 'ZERO WIDTH JOINER'],
    ['U+0007', '\u0007', 'a control character'],
  ])('%s in a title: refused, named', async (code, char, name) => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', `"Cutting Stockouts${char} for a Distributor"`));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'title:')}`,
      field: 'title',
      message: new RegExp(`invisible character, ${code.replace('+', '\\+')} \\(${name}\\), after "Cutting Stockouts"`),
      fix: /Delete it: retype the text around character 18/,
    });
  });

  it('NUL in a title: refused', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => setField(text, 'title', 'Cutting Stockouts\u0000 for a Distributor'));
    const { code, output } = await runContent(copy);
    expect(code).toBe(1);
    expect(output).toContain(`content/stories/fixture-story.md:${lineOf(text, 'title:')}`);
    expect(output).toMatch(/U\+0000 \(NUL\)|not valid YAML/);
  });

  it('"AI" in one file and "ai" in another: one spelling, the one used elsewhere named', async () => {
    const copy = copyContent();
    addStory(copy, (text) => text.replace('  - Spare Parts\n', '  - Zeta Planning\n'));
    const article = addArticle(copy, (text) => text.replace('  - Safety Stock\n', '  - zeta planning\n'));
    await expectProblem(copy, {
      at: `content/articles/fixture-article.md:${lineOf(article, '  - zeta planning')}`,
      field: 'tags › item 1',
      message: /Found the tag "zeta planning", but content\/stories\/fixture-story\.md spells it "Zeta Planning": tags that differ only in capitals would show as two chips/,
      fix: /Write "Zeta Planning", as the other files do/,
    });
  });

  it('an article date written 1/2/2025: says it would be 2 January and gives both year-first forms', async () => {
    const copy = copyContent();
    const text = addArticle(copy, (text) => setField(text, 'date', '1/2/2025'));
    await expectProblem(copy, {
      at: `content/articles/fixture-article.md:${lineOf(text, 'date:')}`,
      field: 'date',
      message: /a date with slashes is read month first, so "1\/2\/2025" would be 2 January 2025, where many readers mean 1 February 2025/,
      fix: /Write 2025-01-02 if you mean 2 January 2025, or 2025-02-01 if you mean 1 February 2025\./,
    });
  });

  it.each(['javascript:alert(1)', 'http://www.linkedin.com/company/x'])('a social link %j: https only', async (link) => {
    const copy = copyContent();
    copy.replace('site.yaml', /^(\s+)linkedin: .*$/m, `$1linkedin: "${link}"`);
    await expectProblem(copy, {
      at: `content/site.yaml:${lineOf(copy.read('site.yaml'), 'linkedin:')}`,
      field: 'social › linkedin',
      message: new RegExp(`Found "${link.replace(/[.()]/g, '\\$&')}", but this must be a full web address starting with https://`),
      fix: /Write it starting with https:\/\//,
    });
  });

  it('a phone that is no number: refused before it makes an empty tel: link', async () => {
    const copy = copyContent();
    copy.replace('site.yaml', /^phone: .*$/m, 'phone: "call us"');
    await expectProblem(copy, { at: `content/site.yaml:${lineOf(copy.read('site.yaml'), 'phone:')}`, field: 'phone', message: /Found "call us", but it must be a phone number: digits, with spaces, \+ \( \) - \. between them/ });
  });

  it('a 1x1 picture: refused, not just noted', async () => {
    const copy = copyContent();
    copy.write('images/team/pixel.png', await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } }).png().toBuffer());
    const line = setFirstMemberPhoto(copy, '/images/team/pixel.png');
    await expectProblem(copy, { at: `content/pages/team.yaml:${line}`, message: /content\/images\/team\/pixel\.png is only 1x1 px: the layout draws it at least \d+ px wide, so it would show as a blur of one colour/, fix: /Export the picture again at its real size/ });
  });
});

describe('files the compile would not read', () => {
  it.each([
    ['stories/fixture-story.md.txt', /"fixture-story\.md\.txt" looks like a story but is never read: only "\.md" files are read here/, /Rename it to "fixture-story\.md"/],
    ['stories/Spare-Parts.MD', /its extension must be written "\.md" in small letters/, /Rename it to "spare-parts\.md"/],
    ['stories/spare-parts.markdown', /only "\.md" files are read here/, /Rename it to "spare-parts\.md"/],
    ['articles/safety-stock.mdx', /"safety-stock\.mdx" looks like an article but is never read: only "\.md" files are read here/, /Rename it to "safety-stock\.md"\. \(Articles use the article syntax in \.md files; \.mdx is for policies\.\)/],
    ['legal/terms.md', /looks like a policy but is never read: only "\.mdx" files are read here/, /Rename it to "terms\.mdx"/],
  ])('%s: named, with the rename that makes it count', async (relative, message, fix) => {
    const copy = copyContent();
    copy.write(relative, relative.startsWith('articles') ? copy.newArticle() : copy.newStory());
    await expectProblem(copy, { at: `content/${relative}`, message, fix });
  });

  it('a story in a subfolder: says only files directly in the folder are read, and where to move it', async () => {
    const copy = copyContent();
    copy.write('stories/2026/spare-parts.md', copy.newStory());
    await expectProblem(copy, { at: 'content/stories/2026/spare-parts.md', message: /in a subfolder of content\/stories\/, and only files directly in content\/stories\/ are read/, fix: /Move it to content\/stories\/spare-parts\.md/ });
  });

  it('a stray document in a collection folder, a page-copy file saved as .yml, a story at the top of content/', async () => {
    const copy = copyContent();
    copy.write('stories/brief.docx', 'not a story');
    copy.write('pages/home.yml', copy.read('pages/home.yaml'));
    copy.write('spare-parts.md', copy.newStory());
    await expectProblem(copy, { at: 'content/stories/brief.docx', message: /"brief\.docx" is not a story: only "\.md" files are read in content\/stories\//, fix: /Move it out of content\// });
    await expectProblem(copy, { at: 'content/pages/home.yml', message: /never read: only "\.yaml" files are read here/, fix: /Rename it to "home\.yaml"/ });
    await expectProblem(copy, { at: 'content/spare-parts.md', message: /not something the site reads from content\//, fix: /Stories go in content\/stories\/ and articles in content\/articles\// });
  });

  it('a page-copy file the site has no page for: lists the files there are', async () => {
    const copy = copyContent();
    copy.write('pages/pricing.yaml', 'title: Pricing\n');
    await expectProblem(copy, { at: 'content/pages/pricing.yaml', message: /"pricing\.yaml" is not one of the files this folder holds/, fix: /The page copy files are: .*home\.yaml/ });
  });

  it('.DS_Store, Thumbs.db and an editor swap file: ignored, and listed by name', async () => {
    const copy = copyContent();
    copy.write('stories/.DS_Store', Buffer.from([0, 0, 0, 1]));
    copy.write('stories/.fixture-story.md.swp', Buffer.from([0, 1]));
    copy.write('Thumbs.db', Buffer.from([0]));
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
    expect(output).toContain('note: content/stories: ignored (not content): .DS_Store, .fixture-story.md.swp');
    expect(output).toContain('note: content: ignored (not content): Thumbs.db');
  });
});

describe("names the tests keep for their fixtures", () => {
  it('a story file named fixture-...: refused in content/, with a name to use', async () => {
    const copy = copyContent();
    copy.write('stories/fixture-spare-parts.md', copy.newStory());
    await expectProblem(copy, { at: 'content/stories/fixture-spare-parts.md', message: /File names starting with "fixture-" are kept for the tests' own sample entries/, fix: /Rename the file, e\.g\. to "spare-parts\.md"/ }, { fixtures: false });
  });

  it('a PDF named "Fixture ...": refused at its line', async () => {
    const copy = copyContent();
    const text = setField(copy.newStory(), 'pdfFileName', 'Fixture Spare Parts.pdf');
    copy.write('stories/spare-parts.md', text);
    await expectProblem(copy, { at: `content/stories/spare-parts.md:${lineOf(text, 'pdfFileName:')}`, field: 'pdfFileName', message: /PDF file names starting with "Fixture " are kept for the tests' own sample story/, fix: /"Spare Parts\.pdf"/ }, { fixtures: false });
  });
});

describe('encodings', () => {
  it('a file saved as Windows-1252: refused at the first garbled line', async () => {
    const copy = copyContent();
    const text = copy.newStory().replace('title: Cutting', 'title: Our partner’s Cutting');
    const line = lineOf(text, 'title:');
    // What an old editor writes for ’ in Windows-1252: the single byte 0x92.
    copy.write('stories/fixture-story.md', Buffer.from(text.replace('’', '\u0092'), 'latin1'));
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${line}`, message: /not saved as UTF-8/, fix: /Save with Encoding/ });
  });

  it('a UTF-8 file with a byte-order mark: accepted', async () => {
    const copy = copyContent();
    copy.write('stories/fixture-story.md', `\uFEFF${copy.newStory()}`);
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
  });
});

describe('ids and addresses', () => {
  it('a duplicate story id: names both files, blames neither, gives the next free id', async () => {
    const copy = copyContent();
    const other = existingStory(copy);
    const id = /^id: (\d+)$/m.exec(copy.read(`stories/${other}.md`))![1]!;
    const free = Math.max(...stories(copy).map((name) => Number(/^id: (\d+)$/m.exec(copy.read(`stories/${name}`))![1]))) + 1;
    addStory(copy, (text) => setField(text, 'id', id));
    const output = await expectProblem(copy, { at: 'content/stories', field: 'id', message: new RegExp(`content/stories/${other}\\.md:\\d+ and content/stories/fixture-story\\.md:2 both use id ${id}`) });
    expect(output).toContain(`the next free story id is ${free}`);
  });

  it('a duplicate article id: names both files', async () => {
    const copy = copyContent();
    const first = fs.readdirSync(copy.file('articles')).sort()[0]!;
    const id = /^id: (\d+)$/m.exec(copy.read(`articles/${first}`))![1]!;
    addArticle(copy, (text) => setField(text, 'id', id));
    await expectProblem(copy, { at: 'content/articles', field: 'id', message: new RegExp(`both use id ${id}`), fix: /next free article id is \d+/ });
  });

  it("a copied story that keeps another story's canonicalPath", async () => {
    const copy = copyContent();
    const other = existingStory(copy);
    const text = addStory(copy, (text) => text.replace(/^pdfFileName:/m, `canonicalPath: /success-stories/${other}\npdfFileName:`));
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'canonicalPath:')}`,
      field: 'canonicalPath',
      message: new RegExp(`address of content/stories/${other}\\.md: search engines would be sent there, and this story would drop out of the sitemap`),
      fix: /Delete the canonicalPath line \(the story's address is then \/fixture-story\)/,
    });
  });

  it("an alias that is another page's address", async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => `${text.trimEnd().replace(/---$/, '')}aliases:\n  - /about\n---\n`);
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, '  - /about')}`, field: 'aliases › item 1', message: /address of the site's own \/about page: the redirect would hide that page/ });
  });

  it('an article named "page", which would own the folder of the blog\'s pages', async () => {
    const copy = copyContent();
    copy.write('articles/page.md', copy.newArticle());
    await expectProblem(copy, { at: 'content/articles/page.md', message: /address \/blog\/page, which holds the list's pages \(\/blog\/page\/2/, fix: /Rename the file/ });
  });

  it('an alias among the addresses of a list\'s pages', async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => `${text.trimEnd().replace(/---$/, '')}aliases:\n  - /Success-Stories/page/3\n---\n`);
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, '  - /Success-Stories/page/3')}`,
      field: 'aliases › item 1',
      message: /an address of the pages of a list \(\/success-stories\/page\/2, \/3\.\.\.\): the redirect would hide a list page/,
    });
  });

  it("an alias that is another page's address in other letter case", async () => {
    const copy = copyContent();
    const text = addStory(copy, (text) => `${text.trimEnd().replace(/---$/, '')}aliases:\n  - /ABOUT\n---\n`);
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, '  - /ABOUT')}`,
      field: 'aliases › item 1',
      message: /"\/ABOUT" differs only in letter case from "\/about", the address of the site's own \/about page/,
      fix: /choose an address that no page uses in any letter case/,
    });
  });

  it("an alias that is another story's address in other letter case", async () => {
    const copy = copyContent();
    const other = existingStory(copy);
    const alias = `/Success-Stories/${other.toUpperCase()}`;
    const text = addStory(copy, (text) => `${text.trimEnd().replace(/---$/, '')}aliases:\n  - ${alias}\n---\n`);
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, `  - ${alias}`)}`,
      field: 'aliases › item 1',
      message: new RegExp(`differs only in letter case from "/success-stories/${other}", the address of content/stories/${other}\\.md: story and article addresses and aliases open in any letter case`),
    });
  });

  it("a story whose address is a policy's address in other letter case", async () => {
    const copy = copyContent();
    const [policy] = fs.readdirSync(copy.file('legal')).sort();
    copy.replace(`legal/${policy}`, /^path: .*$/m, 'path: /Fixture-Story');
    addStory(copy);
    await expectProblem(copy, {
      at: 'content/stories/fixture-story.md',
      message: /address "\/fixture-story" differs only in letter case from "\/Fixture-Story", the address of the policy at \/Fixture-Story/,
      fix: /Rename this file/,
    });
  });

  it('two policies at one address', async () => {
    const copy = copyContent();
    const [first, second] = fs.readdirSync(copy.file('legal')).sort();
    const path = /^path: (.*)$/m.exec(copy.read(`legal/${first}`))![1]!;
    copy.replace(`legal/${second}`, /^path: .*$/m, `path: ${path}`);
    await expectProblem(copy, { at: 'content/legal', field: 'path', message: /both use path/ });
  });
});

describe('related pins', () => {
  /** A new story whose related: list holds `pins`, one per line. */
  const storyPinning = (copy: ContentCopy, ...pins: string[]) => addStory(copy, (text) => `${text.trimEnd().replace(/---$/, '')}related:\n${pins.map((pin) => `  - ${pin}\n`).join('')}---\n`);
  const articles = (copy: ContentCopy) => fs.readdirSync(copy.file('articles')).sort().map((name) => name.replace(/\.md$/, ''));

  it('a misspelled slug: names the item and suggests the closest file name', async () => {
    const copy = copyContent();
    const other = existingStory(copy);
    const typo = other.slice(0, -1);
    const text = storyPinning(copy, typo);
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, `  - ${typo}`)}`,
      field: 'related › item 1',
      message: new RegExp(`Found "${typo}", which is no story or article: there is no content/stories/${typo}\\.md and no content/articles/${typo}\\.md`),
      fix: new RegExp(`Did you mean "${other}"\\? Write the file name of a story or an article without \\.md`),
    });
  });

  it("an article's address where its file name belongs: gives the file name", async () => {
    const copy = copyContent();
    const article = articles(copy)[0]!;
    const text = storyPinning(copy, `/blog/${article}`);
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, `  - /blog/${article}`)}`, field: 'related › item 1', message: /which is no story or article/, fix: new RegExp(`Did you mean "${article}"\\?`) });
  });

  it('the story itself: says a page never lists itself', async () => {
    const copy = copyContent();
    const text = storyPinning(copy, existingStory(copy), 'fixture-story');
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, '  - fixture-story')}`, field: 'related › item 2', message: /"fixture-story", which is this story itself/, fix: /Remove this line/ });
  });

  it('a slug twice, and more articles than a story shows', async () => {
    const copy = copyContent();
    const [first, second] = articles(copy);
    const other = existingStory(copy);
    const text = storyPinning(copy, other, first!, other, second!);
    await expectProblem(copy, { at: `content/stories/fixture-story.md:${lineOf(text, 'related:') + 3}`, field: 'related › item 3', message: new RegExp(`"${other}" is listed twice \\(item 1 is the same\\)`) });
    await expectProblem(copy, {
      at: `content/stories/fixture-story.md:${lineOf(text, 'related:') + 4}`,
      field: 'related › item 4',
      message: new RegExp(`"${second!}" is the 2nd article listed, but a story page shows 1 related article`),
      fix: /Keep at most 1 article in this list/,
    });
  });

  it('a pin to a draft: no mistake, a note that it waits until published', async () => {
    const copy = copyContent();
    copy.write('articles/fixture-article.md', setField(copy.newArticle(), 'draft', 'true'));
    storyPinning(copy, 'fixture-article');
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
    expect(output).toContain('note: content/stories/fixture-story.md: related: "fixture-article" is a draft, so it is left out of the related reading until it is published');
  });
});

describe('article body lines that look like syntax but are not', () => {
  it.each([
    ['##Heading', /no space after ##/, /Write "## Heading"/],
    ['#### Four hashes', /starts with 4 "#"/, /"## " for a heading/],
    ['* item', /list items start with "- "/, /Write "- item"/],
    ['Title:x', /must be written "Title: " exactly/, /Write "Title: x"/],
    ['☑ done', /not one of the article's item symbols/, /Use ✅ instead/],
    ['One stray\ttab in a sentence', /split it into 2 parts/, /replace the tab with a space/],
    ['Read [the study](http://example.com/study)', /neither to a page of this site nor to an https address/, /https:\/\/example\.com\/study/],
    ['![](/images/chart.png)', /without alt text/, /Describe the picture/],
  ])('%j: refused with its line and the correct form', async (line, message, fix) => {
    const copy = copyContent();
    const at = articleWithLine(copy, line);
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, field: 'body', message, fix });
  });

  it('a link to a page that does not exist, with a case-sensitive hint', async () => {
    const copy = copyContent();
    const at = articleWithLine(copy, 'See [our team](/Team).');
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, field: 'body', message: /Links to "\/Team", which is no page of this site/, fix: /case-sensitive: did you mean "\/team"\?/ });
  });

  it('an article with no text', async () => {
    const copy = copyContent();
    const text = addArticle(copy, (text) => text.slice(0, text.indexOf('---', 4) + 4));
    // Pointed at the "---" line that closes the fields: the file's last line.
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${text.trimEnd().split('\n').length}`, field: 'body', message: /has no text below its fields/ });
  });
});

describe('images', () => {
  it('an image that is not there', async () => {
    const copy = copyContent();
    const at = articleWithLine(copy, '![Fill rate by week](/images/articles/missing.png)');
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, message: /"\/images\/articles\/missing\.png" does not exist/, fix: /content\/images\/articles\/missing\.png/ });
  });

  it('a file that is not a picture', async () => {
    const copy = copyContent();
    copy.write('images/articles/broken.png', 'not a png at all');
    const at = articleWithLine(copy, '![Fill rate by week](/images/articles/broken.png)');
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, message: /cannot be read as a picture/, fix: /Export it again/ });
  });

  it('a team photo path that does not exist', async () => {
    const copy = copyContent();
    const line = setFirstMemberPhoto(copy, '/images/team/nobody.jpg');
    await expectProblem(copy, { at: `content/pages/team.yaml:${line}`, message: /"\/images\/team\/nobody\.jpg" does not exist/ });
  });

  it('an oversized photo: accepted, resized, and the build says so', async () => {
    const copy = copyContent();
    const big = await sharp({ create: { width: 3600, height: 2400, channels: 3, background: '#1d5fc9' } }).jpeg().toBuffer();
    copy.write('images/team/big.jpg', big);
    setFirstMemberPhoto(copy, '/images/team/big.jpg');
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
    expect(output).toMatch(/note: content\/images\/team\/big\.jpg: is 0\.\d MB, 3600x2400 px: resized to at most 336 px wide/);
  });
});

describe('figures in page copy', () => {
  it('a misspelled figure name: refused at its line with the names there are', async () => {
    const copy = copyContent();
    copy.replace('pages/home.yaml', '$uptime', '$uptme');
    const line = copy.read('pages/home.yaml').split('\n').findIndex((text) => text.includes('$uptme')) + 1;
    await expectProblem(copy, { at: `content/pages/home.yaml:${line}`, message: /"\$uptme" is no figure this site knows/, fix: /\$uptime.*or add "uptme:" under claims: in content\/site.yaml/ });
  });
});

describe('claims (claims: in site.yaml)', () => {
  /** A claim of the test's own, with a source, put first under claims:. */
  const addClaim = (copy: ContentCopy) =>
    copy.replace('site.yaml', /^claims:\n/m, 'claims:\n  fixtureWidgets:\n    value: 50%\n    wording: fewer fixture widgets\n    shownWith: [fixture widgets]\n    basis: { source: A test, asOf: 2026-01-01 }\n');

  it('a page that shows a claim with another value: refused at its line, pointing to the placeholder', async () => {
    const copy = copyContent();
    addClaim(copy);
    copy.replace('pages/home.yaml', /^( {2}heading: ).*$/m, '$1Fixture widgets down 40%');
    const line = copy.read('pages/home.yaml').split('\n').findIndex((text) => text.includes('Fixture widgets down 40%')) + 1;
    await expectProblem(copy, { at: `content/pages/home.yaml:${line}`, message: /shows fixtureWidgets as 40%, but the site's claim is 50% \(fewer fixture widgets/, fix: /Write \$fixtureWidgets in place of "40%"/ });
  });

  it('the same sentence with the placeholder: accepted', async () => {
    const copy = copyContent();
    addClaim(copy);
    copy.replace('pages/home.yaml', /^( {2}heading: ).*$/m, '$1Fixture widgets down $fixtureWidgets');
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(0);
  });

  it('a typed value that the stories contradict: refused at the claim\'s value, with the computed figure', async () => {
    const copy = copyContent();
    copy.replace('site.yaml', /^( {2}implementationMedian:\n(?: {4}.*\n)*? {4}value: ).*$/m, '$199 weeks');
    const line = copy.read('site.yaml').split('\n').findIndex((text) => text.includes('value: 99 weeks')) + 1;
    await expectProblem(copy, { at: `content/site.yaml:${line}`, message: /The claim "implementationMedian" says 99 weeks, but implementationMedian of the \d+ listed stories is \d+ weeks/, fix: /Write "value: \d+ weeks" for implementationMedian/ }, { fixtures: false });
  });

  it('a best result naming a metric no story has: refused with what to write', async () => {
    const copy = copyContent();
    copy.replace('site.yaml', /^claims:\n/m, 'claims:\n  fixtureBest:\n    value: 50%\n    wording: best fixture result\n    basis: { computed: bestResult, metric: No Such Metric }\n');
    await expectProblem(copy, { at: 'content/site.yaml:' + (copy.read('site.yaml').split('\n').findIndex((text) => text.includes('metric: No Such Metric')) + 1), message: /"fixtureBest" is computed from the stories, but no listed story gives the best "No Such Metric" result/ }, { fixtures: false });
  });
});

describe('the demo video (site.yaml)', () => {
  it('a video file that is not in content/videos', async () => {
    const copy = copyContent();
    copy.write('site.yaml', `${copy.read('site.yaml').trimEnd()}\ndemoVideo:\n  file: /videos/platform-demo.mp4\n`);
    const line = copy.read('site.yaml').trimEnd().split('\n').length;
    await expectProblem(copy, { at: `content/site.yaml:${line}`, field: 'demoVideo › file', message: /The video "\/videos\/platform-demo.mp4" does not exist/, fix: /Put the video at content\/videos\/platform-demo.mp4/ });
  });

  it('a YouTube address where the id belongs', async () => {
    const copy = copyContent();
    copy.write('site.yaml', `${copy.read('site.yaml').trimEnd()}\ndemoVideo:\n  youtubeId: https://www.youtube.com/watch?v=aqz-KE-bpKQ\n`);
    const line = copy.read('site.yaml').trimEnd().split('\n').length;
    await expectProblem(copy, { at: `content/site.yaml:${line}`, field: 'demoVideo › youtubeId', message: /11 characters after "v="/ });
  });
});

describe('policies (MDX)', () => {
  it('{company}: refused before it can blank the page', async () => {
    const copy = copyContent();
    const policy = fs.readdirSync(copy.file('legal'))[0]!;
    copy.write(`legal/${policy}`, `${copy.read(`legal/${policy}`).trimEnd()}\n\nContact {company} today.\n`);
    const line = copy.read(`legal/${policy}`).trimEnd().split('\n').length;
    await expectProblem(copy, { at: `content/legal/${policy}:${line}`, message: /"\{company\}" is code in MDX.*blank/, fix: /write \\\{ and \\\}/ });
  });

  it('"<24 hours": refused in plain words, not in compiler jargon', async () => {
    const copy = copyContent();
    const policy = fs.readdirSync(copy.file('legal'))[0]!;
    copy.write(`legal/${policy}`, `${copy.read(`legal/${policy}`).trimEnd()}\n\nWe answer in <24 hours.\n`);
    const line = copy.read(`legal/${policy}`).trimEnd().split('\n').length;
    const output = await expectProblem(copy, { at: `content/legal/${policy}:${line}`, message: /starts an HTML tag/, fix: /&lt;/ });
    expect(output).not.toMatch(/U\+0032|micromark/);
  });

  it('a tag-manager passage with an attribute, or another tag, is refused with how to write it', async () => {
    const copy = copyContent();
    const policy = fs.readdirSync(copy.file('legal'))[0]!;
    copy.write(`legal/${policy}`, `${copy.read(`legal/${policy}`).trimEnd()}\n\n<WithTagManager id="x">\n\nWe use a tag manager.\n\n</WithTagManager>\n`);
    const line = copy.read(`legal/${policy}`).trimEnd().split('\n').length - 4;
    await expectProblem(copy, { at: `content/legal/${policy}:${line}`, message: /<WithTagManager> must stand on a line of its own, without attributes/, fix: /each tag alone on its line/ });

    copy.write(`legal/${policy}`, `${copy.read(`legal/${policy}`).split('<WithTagManager id')[0]!.trimEnd()}\n\n<Callout>\n\nHi\n\n</Callout>\n`);
    const calloutLine = copy.read(`legal/${policy}`).split('\n').indexOf('<Callout>') + 1;
    await expectProblem(copy, { at: `content/legal/${policy}:${calloutLine}`, message: /<Callout> is an HTML or component tag/, fix: /The only tags a policy may have are <WithTagManager> and <WithoutTagManager>/ });
  });

  it('a link to a page that does not exist', async () => {
    const copy = copyContent();
    const policy = fs.readdirSync(copy.file('legal'))[0]!;
    copy.write(`legal/${policy}`, `${copy.read(`legal/${policy}`).trimEnd()}\n\nSee [pricing](/pricing).\n`);
    const line = copy.read(`legal/${policy}`).trimEnd().split('\n').length;
    await expectProblem(copy, { at: `content/legal/${policy}:${line}`, field: 'link', message: /Links to "\/pricing", which is no page/ });
  });
});

describe('problems stay where they are', () => {
  it('a story that fails to parse causes no "no page" errors in the files that link to it', async () => {
    const copy = copyContent();
    addStory(copy, (text) => setField(text, 'title', 'Broken: colon'));
    articleWithLine(copy, 'Read [the new story](/fixture-story).');
    const { code, output } = await runContent(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/^Content has 1 problem;/);
    expect(output).not.toContain('no page of this site');
  });

  it('a link to a draft says it is a draft', async () => {
    const copy = copyContent();
    addStory(copy, (text) => text.replace(/^featured:/m, 'draft: true\nfeatured:'));
    const at = articleWithLine(copy, 'Read [the new story](/fixture-story).');
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, field: 'body', message: /Links to "\/fixture-story", which is a draft/ });
  });

  it('a link to a story scheduled for later says when it goes live', async () => {
    const copy = copyContent();
    addStory(copy, (text) => setField(text, 'publishDate', '2099-01-01'));
    const at = articleWithLine(copy, 'Read [the new story](/fixture-story).');
    await expectProblem(copy, { at: `content/articles/fixture-article.md:${at}`, field: 'body', message: /is scheduled for 2099-01-01 and not published yet/ });
  });

  it('lists every problem of a run at once, sorted by file and line', async () => {
    const copy = copyContent();
    addStory(copy, (text) => setField(setField(text, 'featured', 'maybe'), 'publishDate', '2026-02-30'));
    articleWithLine(copy, '##Heading');
    const { output } = await runContent(copy);
    expect(output).toMatch(/^Content has 3 problems; nothing was built\./);
    const headers = output.split('\n\n').slice(1).map((problem) => problem.split('\n')[0]);
    expect(headers).toEqual([expect.stringMatching(/^content\/articles\/fixture-article\.md:\d+ {2}body$/), expect.stringMatching(/publishDate$/), expect.stringMatching(/featured$/)]);
  });
});

/** An industry file as a marketer writes one: its problems as written (two, each with its sentence, unless given). */
function industryFile(fields: { name: string; order: number; extra?: string; problems?: string }): string {
  const problems =
    fields.problems ??
    'problems:\n  - title: Fixtures that run out\n    description: Stock of fixtures runs out before the next batch.\n  - title: Fixtures that pile up\n    description: Slow fixtures fill the warehouse.\n';
  return `---\nname: ${fields.name}\norder: ${fields.order}\nsummary: Makers of fixtures for tests.\noverview:\n  - A paragraph written from our stories.\n${problems}${fields.extra ?? ''}---\n`;
}

/** An order no industry in the copy has. */
const freeOrder = (copy: ContentCopy) =>
  1 + Math.max(0, ...fs.readdirSync(copy.file('industries')).map((file) => (parse(copy.read(`industries/${file}`).split(/^---\s*$/m)[1] ?? '') as { order: number }).order));

describe('industry files (content/industries/)', () => {
  it('a misspelled field: names the file, line and field, and suggests the right one', async () => {
    const copy = copyContent();
    const text = industryFile({ name: 'Fixture Industry', order: freeOrder(copy), extra: 'sumary: Oops.\n' });
    copy.write('industries/fixture-industry.md', text);
    await expectProblem(copy, { at: `content/industries/fixture-industry.md:${lineOf(text, 'sumary:')}`, field: 'sumary', message: /sumary/, fix: /summary/ });
  });

  it('a file not named after its industry: says the file name its address needs', async () => {
    const copy = copyContent();
    const text = industryFile({ name: 'Fixture Industry', order: freeOrder(copy) });
    copy.write('industries/fixture-industries.md', text);
    await expectProblem(copy, {
      at: `content/industries/fixture-industries.md:${lineOf(text, 'name:')}`,
      field: 'name',
      message: /its page's address is made from its name: \/industries\/fixture-industry/,
      fix: /Rename the file to fixture-industry\.md/,
    });
  });

  it('two industries in the same place: names both and the next free order', async () => {
    const copy = copyContent();
    const [first] = fs.readdirSync(copy.file('industries')).sort();
    const taken = (parse(copy.read(`industries/${first}`).split(/^---\s*$/m)[1] ?? '') as { order: number }).order;
    copy.write('industries/fixture-industry.md', industryFile({ name: 'Fixture Industry', order: taken }));
    await expectProblem(copy, { at: 'content/industries', field: 'order', message: new RegExp(`${taken}`), fix: new RegExp(`the next free one is ${freeOrder(copy)}`) });
  });

  it('a problem without its sentence: names the file, the line and the field', async () => {
    const copy = copyContent();
    const text = industryFile({
      name: 'Fixture Industry',
      order: freeOrder(copy),
      problems: 'problems:\n  - title: Fixtures that run out\n    description: Stock runs out before the next batch.\n  - title: Fixtures that pile up\n',
    });
    copy.write('industries/fixture-industry.md', text);
    await expectProblem(copy, {
      at: `content/industries/fixture-industry.md:${lineOf(text, 'title: Fixtures that pile up')}`,
      field: 'problems › item 2 › description',
      message: /description/,
    });
  });

  it('an old address that is another industry\'s page: says the redirect would hide it', async () => {
    const copy = copyContent();
    const [first] = fs.readdirSync(copy.file('industries')).sort();
    const taken = `/industries/${first!.replace(/\.md$/, '')}`;
    const text = industryFile({ name: 'Fixture Industry', order: freeOrder(copy), extra: `aliases:\n  - ${taken}\n` });
    copy.write('industries/fixture-industry.md', text);
    await expectProblem(copy, {
      at: `content/industries/fixture-industry.md:${lineOf(text, `  - ${taken}`)}`,
      field: 'aliases › item 1',
      message: new RegExp(`Found "${taken}", which is the address of content/industries/${first}: the redirect would hide that page`),
      fix: /Delete this alias/,
    });
  });

  it('the old industries list left in stories.yaml: says where industries live now', async () => {
    const copy = copyContent();
    copy.replace('pages/stories.yaml', /^storyKeywords:/m, 'industries:\n  - Industrial\nstoryKeywords:');
    const text = copy.read('pages/stories.yaml');
    await expectProblem(copy, { at: `content/pages/stories.yaml:${lineOf(text, 'industries:')}`, field: 'industries', message: /content\/industries\/<name>\.md/ });
  });
});
