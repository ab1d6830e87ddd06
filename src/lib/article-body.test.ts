import fs from 'node:fs';
import path from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  articleWordCount,
  blocksText,
  bodyReferences,
  inlineText,
  lintArticleBody,
  parseArticleBody,
  parseInline,
  type Block,
} from './article-body';

const plain = (text: string) => [{ text }];

describe('parseInline', () => {
  it('keeps text without markers as one plain run', () => {
    expect(parseInline('Inventory turns rose by 42%')).toEqual(plain('Inventory turns rose by 42%'));
  });

  it('makes **text** bold anywhere in a line', () => {
    expect(parseInline('**Start:** freeze a **baseline** now')).toEqual([
      { text: 'Start:', bold: true },
      { text: ' freeze a ' },
      { text: 'baseline', bold: true },
      { text: ' now' },
    ]);
  });

  it('shows an unterminated ** literally', () => {
    expect(parseInline('Savings of **24 crore')).toEqual(plain('Savings of **24 crore'));
    expect(parseInline('**a** and **b')).toEqual([{ text: 'a', bold: true }, { text: ' and **b' }]);
  });

  it('shows an empty pair **** as written', () => {
    expect(parseInline('x **** y')).toEqual(plain('x **** y'));
  });

  it('returns no runs for an empty string', () => {
    expect(parseInline('')).toEqual([]);
  });
});

describe('parseArticleBody: one rule per line', () => {
  it('returns no blocks for an empty body', () => {
    expect(parseArticleBody('')).toEqual([]);
  });

  it('"Title: " is the main heading', () => {
    expect(parseArticleBody('Title: Measuring ROI')).toEqual([{ type: 'title', content: plain('Measuring ROI') }]);
  });

  it('"## " is a heading and "### " a subheading', () => {
    expect(parseArticleBody('## Start with a baseline\n### One-time gains')).toEqual([
      { type: 'heading', level: 2, content: plain('Start with a baseline') },
      { type: 'heading', level: 3, content: plain('One-time gains') },
    ]);
  });

  it('needs the space after the markers', () => {
    expect(parseArticleBody('##Tight\n#### Four\nTitle:x\n-dash').map((block) => block.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('groups consecutive "- " items into one list', () => {
    expect(parseArticleBody('- one\n- **two**\n- three')).toEqual([
      { type: 'list', items: [plain('one'), [{ text: 'two', bold: true }], plain('three')] },
    ]);
  });

  it('starts a new list after any other line', () => {
    const blocks = parseArticleBody('- a\n\n- b\nText\n- c');
    expect(blocks.map((block) => block.type)).toEqual(['list', 'break', 'list', 'paragraph', 'list']);
  });

  it('✅ and ❌ are check and cross items, grouped while consecutive', () => {
    expect(parseArticleBody('✅ Baseline signed off\n❌ Targets as baseline\n\n✅ Phased rollout')).toEqual([
      {
        type: 'checklist',
        items: [
          { mark: 'check', content: plain('Baseline signed off') },
          { mark: 'cross', content: plain('Targets as baseline') },
        ],
      },
      { type: 'break' },
      { type: 'checklist', items: [{ mark: 'check', content: plain('Phased rollout') }] },
    ]);
  });

  it('✓ ✔ 📊 📈 📉 are marker paragraphs keeping their symbol', () => {
    const blocks = parseArticleBody('✓ one\n✔️ two\n📊 **three**\n📈 four\n📉five');
    expect(blocks).toEqual([
      { type: 'marker', symbol: '✓', content: plain('one') },
      { type: 'marker', symbol: '✔', content: plain('two') },
      { type: 'marker', symbol: '📊', content: [{ text: 'three', bold: true }] },
      { type: 'marker', symbol: '📈', content: plain('four') },
      { type: 'marker', symbol: '📉', content: plain('five') },
    ]);
  });

  it('"> " is a quote without its marker; a quotation mark stays in the quote', () => {
    expect(parseArticleBody('> Measure first.\n"Plain quote"\n“Curly quote”')).toEqual([
      { type: 'quote', content: plain('Measure first.') },
      { type: 'quote', content: plain('"Plain quote"') },
      { type: 'quote', content: plain('“Curly quote”') },
    ]);
  });

  it('">" without a space and a closing quotation mark are paragraphs', () => {
    expect(parseArticleBody('>nope\n” closing').map((block) => block.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('groups tab-separated rows into one three-column grid', () => {
    const blocks = parseArticleBody('Metric\tBefore\tAfter\nFill rate\t91.5%\t**96.8%**');
    expect(blocks).toEqual([
      {
        type: 'grid',
        rows: [
          [plain('Metric'), plain('Before'), plain('After')],
          [plain('Fill rate'), plain('91.5%'), [{ text: '96.8%', bold: true }]],
        ],
      },
    ]);
  });

  it('takes the column count from the first row: missing cells are empty, extra cells join the last', () => {
    const cells = (body: string) =>
      (parseArticleBody(body) as [Extract<Block, { type: 'grid' }>])[0].rows.map((row) => row.map(inlineText));
    expect(cells('Quarter\tRevenue\nQ1\t\nQ2\t10\textra')).toEqual([
      ['Quarter', 'Revenue'],
      ['Q1', ''],
      ['Q2', '10 extra'],
    ]);
    expect(cells('A\tB\tC\tD\tE\n1\t\t2\t3\t4\t5')).toEqual([
      ['A', 'B', 'C', 'D', 'E'],
      ['1', '2', '3', '4', '5'],
    ]);
  });

  it('reads pipe rows as GitHub shows them, skipping the separator line under the first row', () => {
    const blocks = parseArticleBody(
      '| Metric | Before | After | Change |\n|---|:---:|---:|---|\n| Fill rate | 91.5% | **96.8%** | +5.3 |\n|Cost|a \\| b|c',
    );
    expect(blocks).toEqual([
      {
        type: 'grid',
        rows: [
          [plain('Metric'), plain('Before'), plain('After'), plain('Change')],
          [plain('Fill rate'), plain('91.5%'), [{ text: '96.8%', bold: true }], plain('+5.3')],
          [plain('Cost'), plain('a | b'), plain('c'), []],
        ],
      },
    ]);
  });

  it('tab rows and pipe rows next to each other form one table', () => {
    const [grid, ...rest] = parseArticleBody('Metric\tValue\n| Lead time | 4 days |');
    expect(rest).toEqual([]);
    expect((grid as Extract<Block, { type: 'grid' }>).rows.map((row) => row.map(inlineText))).toEqual([
      ['Metric', 'Value'],
      ['Lead time', '4 days'],
    ]);
  });

  it('a row starting with a heading or list marker inside a table stays a row: the table is not split', () => {
    const blocks = parseArticleBody('Step\tOwner\n## Plan\tPlanner\n- Check\tBuyer\n1. Ship\tWarehouse\n## After the table');
    expect(blocks.map((block) => block.type)).toEqual(['grid', 'heading']);
    expect((blocks[0] as Extract<Block, { type: 'grid' }>).rows.map((row) => inlineText(row[0]!))).toEqual([
      'Step',
      '## Plan',
      '- Check',
      '1. Ship',
    ]);
    expect(lintArticleBody('Step\tOwner\n##Plan\tPlanner')).toEqual([]);
  });

  it('a blank or whitespace-only line is a break, one per line', () => {
    expect(parseArticleBody('a\n\n \t \nb')).toEqual([
      { type: 'paragraph', content: plain('a') },
      { type: 'break' },
      { type: 'break' },
      { type: 'paragraph', content: plain('b') },
    ]);
  });

  it('anything else is a paragraph, kept exactly', () => {
    expect(parseArticleBody('  Indented text, # not a heading, * not a list')).toEqual([
      { type: 'paragraph', content: plain('  Indented text, # not a heading, * not a list') },
    ]);
  });

  it('applies the first rule that fits, in the table order', () => {
    const types = parseArticleBody('## Heading\twith tab\n- item\twith tab\n> quote\twith tab\n✅\ttabbed check').map(
      (block) => block.type,
    );
    expect(types).toEqual(['heading', 'list', 'quote', 'checklist']);
  });
});

describe('parseArticleBody: adversarial input', () => {
  it('keeps HTML and script tags as text', () => {
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect(parseArticleBody(html)).toEqual([{ type: 'paragraph', content: plain(html) }]);
    expect(parseArticleBody(`## <b>bold?</b>\n- <a href="javascript:alert(1)">x</a>`)).toEqual([
      { type: 'heading', level: 2, content: plain('<b>bold?</b>') },
      { type: 'list', items: [plain('<a href="javascript:alert(1)">x</a>')] },
    ]);
  });

  it('keeps Markdown it does not know as text', () => {
    expect(parseArticleBody('_em_ `code` <u>x</u>')).toEqual([{ type: 'paragraph', content: plain('_em_ `code` <u>x</u>') }]);
  });

  it('keeps a javascript: link target as a plain href string (the lint refuses it)', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ text: 'x', href: 'javascript:alert(1' }, { text: ')' }]);
    expect(lintArticleBody('[x](javascript:alert(1))')[0]?.message).toMatch(/neither to a page of this site nor to an https address/);
  });

  it('handles very long lines', () => {
    const long = 'word '.repeat(50_000).trim();
    const [block] = parseArticleBody(`**${long}**`);
    expect(block).toEqual({ type: 'paragraph', content: [{ text: long, bold: true }] });
    const stars = '**'.repeat(10_001);
    expect(inlineText((parseArticleBody(stars)[0] as Extract<Block, { type: 'paragraph' }>).content)).toBe(stars);
  });

  it('reads CRLF and CR line endings like LF', () => {
    const lf = parseArticleBody('## A\n- b\n- c\n\nText');
    expect(parseArticleBody('## A\r\n- b\r\n- c\r\n\r\nText')).toEqual(lf);
    expect(parseArticleBody('## A\r- b\r- c\r\rText')).toEqual(lf);
  });

  it('parses a 10,000-line body into the expected blocks', () => {
    const pattern = [
      '## Section',
      'A paragraph with **bold** text.',
      '- item one',
      '- item two',
      '',
      'a\tb\tc',
      'd\te\tf',
      '> quote',
      '✅ done',
      '📈 up',
    ];
    const lines = Array.from({ length: 10_000 }, (_, index) => pattern[index % pattern.length]!);
    const blocks = parseArticleBody(lines.join('\n'));
    // Per 10 lines: heading, paragraph, list, break, grid, quote, checklist, marker.
    expect(blocks).toHaveLength(8_000);
    expect(blocks.filter((block) => block.type === 'grid')).toHaveLength(1_000);
    expect(blocks.slice(0, 8).map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'break',
      'grid',
      'quote',
      'checklist',
      'marker',
    ]);
  });
});

describe('inline links, italic and bold', () => {
  it('[text](/path) and [text](https://…) are links; the rest of the line stays text', () => {
    expect(parseInline('See [our stories](/success-stories) or [the study](https://example.com/a?b=1#c).')).toEqual([
      { text: 'See ' },
      { text: 'our stories', href: '/success-stories' },
      { text: ' or ' },
      { text: 'the study', href: 'https://example.com/a?b=1#c' },
      { text: '.' },
    ]);
  });

  it('formats bold and italic inside link text', () => {
    expect(parseInline('[**Read** *now*](/blog)')).toEqual([
      { text: 'Read', bold: true, href: '/blog' },
      { text: ' ', href: '/blog' },
      { text: 'now', italic: true, href: '/blog' },
    ]);
  });

  it('*italic* next to **bold**, and italic inside bold', () => {
    expect(parseInline('*Note:* stock is **very *low* today**')).toEqual([
      { text: 'Note:', italic: true },
      { text: ' stock is ' },
      { text: 'very ', bold: true },
      { text: 'low', bold: true, italic: true },
      { text: ' today', bold: true },
    ]);
  });

  it('leaves stars that are not emphasis as written: spaced, unmatched or arithmetic', () => {
    expect(parseInline('2 * 3 * 4')).toEqual(plain('2 * 3 * 4'));
    expect(parseInline('a *b')).toEqual(plain('a *b'));
    expect(parseInline('rated 5* by planners')).toEqual(plain('rated 5* by planners'));
  });

  it('leaves brackets that are not links as written', () => {
    for (const text of ['[draft] notes', 'a [b] (c)', '[](/x)', '[x]( /y)', '[x](/y', 'x](/y)'])
      expect(parseInline(text)).toEqual(plain(text));
  });

  /**
   * Characters the indexOf scans (the parser's every scan, see article-body.ts) read while
   * `run` runs: work counted, not timed, so a busy machine cannot fail it.
   */
  function charactersScanned(run: () => void): number {
    const original = String.prototype.indexOf;
    let scanned = 0;
    String.prototype.indexOf = function (this: string, search: string, from?: number) {
      const start = Math.max(0, Math.min(from ?? 0, this.length));
      const found = original.call(this, search, start);
      scanned += (found === -1 ? this.length : found + search.length) - start;
      return found;
    };
    try {
      run();
    } finally {
      String.prototype.indexOf = original;
    }
    return scanned;
  }

  it('scans long adversarial lines in linear time', () => {
    const shapes = [
      (size: number) => '['.repeat(size),
      (size: number) => '*'.repeat(size),
      (size: number) => '[a]('.repeat(size / 4),
      (size: number) => 'a*'.repeat(size / 2),
      (size: number) => '|'.repeat(size),
      (size: number) => '\\|'.repeat(size / 2),
      (size: number) => 'a  '.repeat(size / 3),
      (size: number) => '\t'.repeat(size),
    ];
    const scan = (line: string) =>
      charactersScanned(() => {
        parseInline(line);
        lintArticleBody(line);
      });
    for (const shape of shapes) {
      const small = scan(shape(16_000));
      const large = scan(shape(64_000));
      // Linear: four times the line, four times the reading (quadratic would be sixteen), and a
      // few passes over the line at most.
      expect(large, shape(8)).toBeLessThanOrEqual(4 * small + 64);
      expect(large, shape(8)).toBeLessThanOrEqual(8 * 64_000);
    }
  });
});

describe('numbered lists and images', () => {
  it('"1. " items form one numbered list that starts at its first number', () => {
    expect(parseArticleBody('3. three\n4. **four**\nText\n1. one')).toEqual([
      { type: 'numbered', start: 3, items: [plain('three'), [{ text: 'four', bold: true }]] },
      { type: 'paragraph', content: plain('Text') },
      { type: 'numbered', start: 1, items: [plain('one')] },
    ]);
  });

  it('"![alt](/images/…)" alone on a line is an image', () => {
    expect(parseArticleBody('![Fill rate by week](/images/articles/fill-rate.png)')).toEqual([
      { type: 'image', alt: 'Fill rate by week', src: '/images/articles/fill-rate.png' },
    ]);
  });

  it('lists the links and images of a body with their lines', () => {
    expect(bodyReferences('Text\nSee [a](/x) and [b](https://y.example)\n![c](/images/c.png)')).toEqual([
      { line: 2, href: '/x' },
      { line: 2, href: 'https://y.example' },
      { line: 3, image: '/images/c.png' },
    ]);
  });
});

describe('lintArticleBody: lines that look like a rule but are not one', () => {
  const problem = (line: string) => lintArticleBody(line)[0];
  it.each([
    ['##Heading', /no space after ##/, 'Write "## Heading".'],
    ['###Sub', /no space after ###/, 'Write "### Sub".'],
    ['#### Four', /starts with 4 "#"/, 'Write "## " for a heading or "### " for a subheading.'],
    ['# One', /one "#"/, 'Write "## " for a heading, or "Title: " for the main heading.'],
    ['* item', /list items start with "- "/, 'Write "- item".'],
    ['+ item', /list items start with "- "/, 'Write "- item".'],
    ['-item', /no space after "-"/, 'Write "- item".'],
    ['Title:x', /must be written "Title: " exactly/, 'Write "Title: x".'],
    ['title: Lower', /must be written "Title: " exactly/, 'Write "Title: Lower".'],
    ['>quote', /no space after ">"/, 'Write "> quote".'],
    ['1.First', /not written "1. text"/, 'Write "1. First".'],
    ['2) Second', /followed by a dot/, 'Write "2. Second".'],
    ['☑ done', /not one of the article's item symbols/, 'Use ✅ instead.'],
    ['✗ failed', /not one of the article's item symbols/, 'Use ❌ instead.'],
    ['A stray\ttab in a sentence', /split it into 2 parts/, /replace the tab with a space/],
    ['a\tb\tc\td', /split it into 4 parts, but no other table row is above or below it/, /put its rows on consecutive lines/],
    [
      '| just one row |',
      /starts with "\|" like a table row, but no other table row is above or below it/,
      /reword it so it does not start with "\|"/,
    ],
    ['![](/images/x.png)', /without alt text/, /Describe the picture/],
    ['![Chart](https://cdn.example/x.png)', /not a file in content\/images/, /content\/images/],
    ['Look: ![Chart](/images/x.png) here', /image inside a line of text/, /line of its own/],
    ['[site](http://example.com)', /neither to a page of this site nor to an https address/, /https:\/\/example\.com/],
    ['[mail](mailto:a@b.example)', /neither to a page of this site nor to an https address/, /site path/],
  ])('%j', (line, message, fix) => {
    const found = problem(line);
    expect(found?.line).toBe(1);
    expect(found?.message).toMatch(message);
    if (typeof fix === 'string') expect(found?.fix).toBe(fix);
    else expect(found?.fix).toMatch(fix);
  });

  it('accepts every rule written right, and prose that only resembles one', () => {
    const body = [
      'Title: Main',
      '## Heading',
      '### Sub',
      '- item',
      '1. first',
      '✅ yes',
      '❌ no',
      '✔️ tick',
      '> quote',
      '>= 95% of orders shipped on time',
      '![Alt](/images/a.png)',
      'Cell\tCell\tCell',
      'Aligned\t\tcolumns\t\tkept',
      '-52% excursions and 3.5% growth',
      'Price: *only* [in stock](/blog) or [there](https://x.example).',
    ].join('\n');
    expect(lintArticleBody(body)).toEqual([]);
  });

  it('accepts tables of any width, typed with tabs or pipes', () => {
    const body = [
      'Quarter\tRevenue',
      'Q1\t10',
      '',
      '| A | B | C | D |',
      '|---|---|---|---|',
      '| 1 | 2 | 3 | 4 |',
      '',
      'A\tB\tC\tD\tE',
      '1\t2\t3\t4\t5',
    ].join('\n');
    expect(lintArticleBody(body)).toEqual([]);
  });

  it('refuses a row with more or fewer cells than the first, naming both counts', () => {
    const problems = lintArticleBody('Metric\tBefore\tAfter\nFill rate\t91%\nCost\t1\t2\t3\n\n| a | b |\n|---|---|\n| x | y | z |');
    expect(problems.map(({ line, message }) => [line, message])).toEqual([
      [2, '"Fill rate\t91%" has 2 cells, but the table\'s first row has 3 cells: the missing cells would show empty.'],
      [3, '"Cost\t1\t2\t3" has 4 cells, but the table\'s first row has 3 cells: the extra cells would be joined into the last column.'],
      [7, '"| x | y | z |" has 3 cells, but the table\'s first row has 2 cells: the extra cells would be joined into the last column.'],
    ]);
    expect(problems[0]?.fix).toBe('Give every row 3 cells, separated by tabs; a tab inside a sentence is replaced with a space.');
    expect(problems[2]?.fix).toBe('Give every row 2 cells, each between two pipes (a pipe inside a cell is written \\|).');
  });

  it('refuses a separator line that is not right under the first row, or has another width', () => {
    expect(lintArticleBody('|---|---|\n| a | b |\n| c | d |')[0]).toMatchObject({
      line: 1,
      message: /not under a table row/,
      fix: /Put the row naming the columns above it/,
    });
    expect(lintArticleBody('| a | b |\n| c | d |\n|---|---|')[0]).toMatchObject({
      line: 3,
      message: /under row 2/,
      fix: /move it right under the first row/,
    });
    expect(lintArticleBody('| a | b |\n|---|---|\n\nText')).toEqual([
      {
        line: 1,
        message: '"| a | b |" and the |---| line under it start a table, but no rows follow them.',
        fix: "Put the table's rows on the lines right under the |---| line, or delete the table.",
      },
    ]);
    expect(lintArticleBody('| a | b |\n|---|\n| c | d |')[0]).toMatchObject({
      line: 2,
      message: /has 1 column, but the table's first row has 2 cells/,
      fix: 'Write one --- per column: |---|---|.',
    });
  });

  it("refuses a row typed with runs of spaces next to a table, saying VS Code's Tab key inserted them", () => {
    const problems = lintArticleBody('Metric\tBefore\tAfter\nFill rate   91%   97%\n\nLead time    4 days    2 days\nCost    10    8');
    expect(problems.map((problem) => problem.line)).toEqual([2, 4, 5]);
    expect(problems[0]?.message).toBe(
      '"Fill rate   91%   97%" separates its words with runs of spaces, like a table row typed with spaces instead of tabs: it would show as a paragraph, not as a row of the table.',
    );
    expect(problems[0]?.fix).toMatch(
      /VS Code's Tab key inserts spaces; this repository's \.vscode\/settings\.json makes it insert tabs in content\/articles\), or write the row between pipes: \| Metric \| Before \| After \|/,
    );
  });

  it('leaves prose with wide gaps alone when no table is near', () => {
    expect(
      lintArticleBody(
        'Two  spaces  twice in one sentence.\n\nAnother  line.\n\nA row\tof a table\nwith\ttabs\n\nOne  gap only, next to nothing.',
      ),
    ).toEqual([]);
  });

  it('numbers problems by the line they are on', () => {
    expect(lintArticleBody('ok\n\n##Bad\nok\n* bad').map((found) => found.line)).toEqual([3, 5]);
  });
});

describe('word count', () => {
  it('counts what a reader reads, not the markers', () => {
    const body = 'Title: Two words\n## One\n- a b\n✅ c\n📊 d e\n> f\nx\ty\tz\n\nLast line here';
    const readerWords = ['Two', 'words', 'One', 'a', 'b', 'c', 'd', 'e', 'f', 'x', 'y', 'z', 'Last', 'line', 'here'];
    expect(blocksText(parseArticleBody(body)).split(/\s+/).filter(Boolean)).toEqual(readerWords);
    expect(articleWordCount(body)).toBe(readerWords.length);
    expect(articleWordCount('')).toBe(0);
  });
});

describe('the parser runs in linear time', () => {
  // Every regular expression of the parser, found with the TypeScript parser and checked by
  // recheck (a ReDoS checker), so a pattern added later is checked too. The rest is indexOf and
  // single passes over a line.
  const file = path.join(import.meta.dirname, 'article-body.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const regexes: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) regexes.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);

  it('has regular expressions only as literals, each safe from catastrophic backtracking', async () => {
    expect(regexes.length).toBeGreaterThan(10);
    expect(source.text).not.toMatch(/new RegExp|\bRegExp\(/);
    const results = await Promise.all(
      regexes.map(async (literal) => {
        const end = literal.lastIndexOf('/');
        return { literal, status: (await check(literal.slice(1, end), literal.slice(end + 1), { timeout: 20_000 })).status };
      }),
    );
    expect(results.filter((result) => result.status !== 'safe')).toEqual([]);
  }, 60_000);
});
