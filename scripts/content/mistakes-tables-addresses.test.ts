/**
 * Mistakes in tables (policies and article bodies) and in addresses: each fails
 * `npm run content` with exit code 1 and a message naming the file, the line, the field, what
 * was found and the fix. Each case copies content/, makes one mistake the way a marketer
 * would, and reads what the command says. (The other mistakes: mistakes.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContent, runContent, type ContentCopy } from './test-support';

interface Expected {
  /** "content/legal/privacy-policy.mdx:12", or a file without a line. */
  at: string;
  field?: string;
  message: RegExp;
  fix?: RegExp;
}

/** Runs the command and finds the one problem listed at `at` that matches. */
async function expectProblem(copy: ContentCopy, expected: Expected): Promise<string> {
  const { code, output, outDir } = await runContent(copy);
  expect(code, output).toBe(1);
  expect(fs.existsSync(outDir), 'nothing is written').toBe(false);
  const header = expected.field ? `${expected.at}  ${expected.field}` : expected.at;
  const found = output.split('\n\n').find((problem) => problem.split('\n')[0] === header && expected.message.test(problem));
  expect(found, `a problem "${header}" matching ${expected.message} in:\n${output}`).toBeDefined();
  if (expected.fix) expect(found).toMatch(expected.fix);
  return output;
}

/** The first policy of the copy whose body holds a GFM table, and that table's lines. */
function policyWithTable(copy: ContentCopy): { file: string; lines: string[]; header: number } {
  for (const name of fs.readdirSync(copy.file('legal')).sort()) {
    const lines = copy.read(`legal/${name}`).split('\n');
    const header = lines.findIndex((line, index) => line.startsWith('|') && /^\|(\s*:?-+:?\s*\|)+\s*$/.test(lines[index + 1] ?? ''));
    if (header !== -1) return { file: `legal/${name}`, lines, header };
  }
  throw new Error('no policy has a table');
}

/** A policy with a table of `rows` (after a blank line) added at its end; returns the table's first file line. */
function policyWithAddedTable(copy: ContentCopy, rows: string[]): { file: string; line: number } {
  const name = fs.readdirSync(copy.file('legal')).sort()[0]!;
  const text = copy.read(`legal/${name}`).trimEnd();
  copy.write(`legal/${name}`, `${text}\n\n${rows.join('\n')}\n`);
  return { file: `legal/${name}`, line: text.split('\n').length + 2 };
}

const columnsOf = (line: string) => line.split('|').length - 2;

describe('policies, as the site renders them', () => {
  it('a separator line missing a pipe: the table would be a paragraph of pipes', async () => {
    const copy = copyContent();
    const { file, lines, header } = policyWithTable(copy);
    const columns = columnsOf(lines[header]!);
    lines[header + 1] = `|${'---|'.repeat(columns - 1)}`;
    copy.write(file, lines.join('\n'));
    await expectProblem(copy, {
      at: `content/${file}:${header + 1}`,
      message: new RegExp(`Markdown does not read it as a table, so the page would show its rows as one paragraph of pipes: its first line has ${columns} columns and the separator line under it \\("\\|${'---\\|'.repeat(columns - 1)}"\\) has ${columns - 1}`),
      fix: new RegExp(`one --- per column: \\|${'---\\|'.repeat(columns)}`),
    });
  });

  it('a row with a cell too many: names the text the page would drop', async () => {
    const copy = copyContent();
    const { file, lines, header } = policyWithTable(copy);
    const row = header + 2;
    lines[row] = `${lines[row]!.trimEnd()} 12 months |`;
    copy.write(file, lines.join('\n'));
    await expectProblem(copy, {
      at: `content/${file}:${row + 1}`,
      message: new RegExp(`has ${columnsOf(lines[row]!)} cells but the table's first row has ${columnsOf(lines[header]!)} columns: the page would drop "12 months"`),
      fix: /one cell per column, each between two pipes/,
    });
  });

  it('a row missing its middle pipe: the last cell would show empty', async () => {
    const copy = copyContent();
    const { file, line } = policyWithAddedTable(copy, ['| Category | Period |', '|---|---|', '| Invoices 8 years |']);
    await expectProblem(copy, {
      at: `content/${file}:${line + 2}`,
      message: /This table row has 1 cell but the table's first row has 2 columns: the page would show the last cell empty/,
      fix: /\| category \| period \|/,
    });
  });

  it('a row with no separator line under the first: the table would be a paragraph', async () => {
    const copy = copyContent();
    const { file, line } = policyWithAddedTable(copy, ['| Category | Period |', '| Invoices | 8 years |']);
    await expectProblem(copy, { at: `content/${file}:${line}`, message: /starts with "\|" but has no separator line under it/, fix: /\|---\|---\|/ });
  });

  it('a blank line inside a table: the rows after it would be a paragraph', async () => {
    const copy = copyContent();
    const { file, line } = policyWithAddedTable(copy, ['| Category | Period |', '|---|---|', '| Invoices | 8 years |', '', '| Contracts | 10 years |']);
    await expectProblem(copy, { at: `content/${file}:${line + 4}`, message: /after a blank line that ended the table above/, fix: /Delete the blank line inside the table/ });
  });

  it('an empty cell: names its column', async () => {
    const copy = copyContent();
    const { file, line } = policyWithAddedTable(copy, ['| Category | Period |', '|---|---|', '| Invoices |  |']);
    await expectProblem(copy, { at: `content/${file}:${line + 2}`, message: /Cell 2 \(the "Period" column\) of this table row is empty/, fix: /"not applicable"/ });
  });

  it('an empty heading, list item and link text: each would render empty', async () => {
    const copy = copyContent();
    const { file, line } = policyWithAddedTable(copy, ['## ', '', '- ', '- kept', '', 'See [](/contact) for more.']);
    const output = await expectProblem(copy, { at: `content/${file}:${line}`, message: /This heading \("##"\) has no words/, fix: /Write the heading after the "## "/ });
    expect(output).toMatch(new RegExp(`content/${file}:${line + 2}\\n  This list item \\("-"\\) has no words`));
    expect(output).toMatch(new RegExp(`content/${file}:${line + 5}\\n  The link to "/contact" has no text between \\[ and \\]`));
  });
});

/** 1-based line of the first line of `text` that is `line`. */
const lineIs = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

describe('reserved addresses', () => {
  it("an alias may not take a file the build writes or the server's own address", async () => {
    const copy = copyContent();
    const reserved: [alias: string, reason: RegExp][] = [
      ['/sitemap.xml', /the site's sitemap file \/sitemap\.xml, which the build writes/],
      ['/robots.txt', /the site's robots file \/robots\.txt, which the build writes/],
      ['/blog/feed.xml', /the site's feed file \/blog\/feed\.xml, which the build writes/],
      ['/Sitemap.XML', /the site's sitemap file \/sitemap\.xml/],
      ['/healthz', /the server's health check \(\/healthz\)/],
      ['/api/contact', /the server's API \(\/api\/\)/],
      ['/api/send_email/', /the server's API \(\/api\/\)/],
      ['/_data/blog.json', /the folder \/_data\/, which holds files the build writes/],
      ['/assets/index.js', /the folder \/assets\/, which holds files the build writes/],
      ['/og/default.png', /the folder \/og\//],
      ['/pdfs/ID%201.pdf', /the folder \/pdfs\//],
      ['/images', /the folder \/images\//],
      ['/404.html', /the file \/404\.html, a not-found page the build writes/],
      ['/favicon.svg', /the file \/favicon\.svg, copied from public\/ by the build/],
    ];
    const aliases = reserved.map(([alias]) => `  - "${alias}"`).join('\n');
    const text = `${copy.newStory().trimEnd().replace(/---$/, '')}aliases:\n${aliases}\n---\n`;
    copy.write('stories/new-story.md', text);
    const { code, output } = await runContent(copy);
    expect(code, output).toBe(1);
    reserved.forEach(([alias, reason], index) => {
      const at = `content/stories/new-story.md:${lineIs(text, `  - "${alias}"`)}  aliases › item ${index + 1}`;
      const problem = output.split('\n\n').find((candidate) => candidate.startsWith(`${at}\n`));
      expect(problem, `${at} in:\n${output}`).toBeDefined();
      expect(problem).toContain(`Found "${alias}", which is`);
      expect(problem).toMatch(reason);
      expect(problem).toMatch(/Fix: Delete this alias, or choose an address no page or file uses\./);
    });
  });

  it('a story or an article may not be named after a folder of files or a server address', async () => {
    const copy = copyContent();
    copy.write('stories/images.md', copy.newStory());
    copy.write('articles/healthz.md', copy.newArticle());
    const output = await expectProblem(copy, {
      at: 'content/stories/images.md',
      message: /The file name gives this story the address \/images, which is the folder \/images\/, which holds files the build writes/,
      fix: /Rename the file \(its name is the address\)/,
    });
    expect(output).toMatch(/content\/articles\/healthz\.md\n {2}The file name gives this article the address \/healthz, which is the server's health check \(\/healthz\)/);
  });

  it("a story or an article may not be named after one of the site's own pages or a policy, in any letter case", async () => {
    const copy = copyContent();
    // A policy's address, as its file writes it (path:).
    const policyFile = fs.readdirSync(path.join(copy.dir, 'legal')).find((name) => name.endsWith('.mdx'))!;
    const policy = /^path: (\S+)$/m.exec(copy.read(`legal/${policyFile}`))![1]!;
    copy.write('stories/contact.md', copy.newStory());
    copy.write(`articles/${policy.slice(1).toUpperCase()}.md`, copy.newArticle());
    const output = await expectProblem(copy, {
      at: 'content/stories/contact.md',
      message: /The file name gives this story the address \/contact, which is the address of the site's own \/contact page: one address cannot serve both\./,
      fix: /Rename the file \(its name is the address\)/,
    });
    expect(output).toContain(`The file name gives this article the address /${policy.slice(1).toUpperCase()}, which is the address of the policy at ${policy}`);
  });
});

/** A new article whose body ends with `lines`; returns the file line of the first. */
function articleWithLines(copy: ContentCopy, lines: string[]): number {
  const text = copy.newArticle().trimEnd();
  copy.write('articles/new-article.md', `${text}\n\n${lines.join('\n')}\n`);
  return text.split('\n').length + 2;
}

describe('article tables', () => {
  it('a tab row with a cell too few: names both counts', async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['Metric\tBefore\tAfter', 'Fill rate\t91%', 'Lead time\t9 days\t5 days']);
    await expectProblem(copy, {
      at: `content/articles/new-article.md:${first + 1}`,
      field: 'body',
      message: new RegExp(`"Fill rate\t91%" has 2 cells, but the table's first row has 3 cells: the missing cells would show empty`),
      fix: /Give every row 3 cells, separated by tabs/,
    });
  });

  it('a pipe row with a cell too many', async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['| Metric | Before | After | Change |', '|---|---|---|---|', '| Fill rate | 91% | 97% | +6 | extra |']);
    await expectProblem(copy, {
      at: `content/articles/new-article.md:${first + 2}`,
      field: 'body',
      message: /has 5 cells, but the table's first row has 4 cells: the extra cells would be joined into the last column/,
      fix: /Give every row 4 cells, each between two pipes/,
    });
  });

  it("a row typed with spaces next to a table (VS Code's Tab key): says to use tabs or pipes", async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['Metric\tBefore\tAfter', 'Fill rate\t91%\t97%', 'Lead time    9 days    5 days']);
    await expectProblem(copy, {
      at: `content/articles/new-article.md:${first + 2}`,
      field: 'body',
      message: /"Lead time {4}9 days {4}5 days" separates its words with runs of spaces, like a table row typed with spaces instead of tabs: it would show as a paragraph/,
      fix: /VS Code's Tab key inserts spaces; this repository's \.vscode\/settings\.json makes it insert tabs in content\/articles\), or write the row between pipes: \| Metric \| Before \| After \|/,
    });
  });

  it('a whole table typed with spaces: each row is refused', async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['Metric    Before    After', 'Fill rate    91%    97%']);
    const output = await expectProblem(copy, { at: `content/articles/new-article.md:${first}`, field: 'body', message: /runs of spaces, like a table row typed with spaces instead of tabs/ });
    expect(output).toContain(`content/articles/new-article.md:${first + 1}  body\n  "Fill rate    91%    97%" separates its words with runs of spaces`);
  });

  it('a separator line with a pipe too few', async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['| Metric | Before | After |', '|---|---|', '| Fill rate | 91% | 97% |']);
    await expectProblem(copy, {
      at: `content/articles/new-article.md:${first + 1}`,
      field: 'body',
      message: /"\|---\|---\|" has 2 columns, but the table's first row has 3 cells/,
      fix: /Write one --- per column: \|---\|---\|---\|/,
    });
  });

  it('a pipe line alone: no table row above or below it', async () => {
    const copy = copyContent();
    const first = articleWithLines(copy, ['| Lead time | 9 days |']);
    await expectProblem(copy, {
      at: `content/articles/new-article.md:${first}`,
      field: 'body',
      message: /starts with "\|" like a table row, but no other table row is above or below it/,
      fix: /put its rows on the lines right under it/,
    });
  });
});
