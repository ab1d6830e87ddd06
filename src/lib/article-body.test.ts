import { describe, expect, it } from 'vitest';
import { articleWordCount, blocksText, bodyReferences, inlineText, lintArticleBody, parseArticleBody, parseInline, type Block } from './article-body';

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
    expect(parseInline('**a** and **b')).toEqual([
      { text: 'a', bold: true },
      { text: ' and **b' },
    ]);
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

  it('fits every grid row to three cells: missing cells are empty, extra cells join the last', () => {
    const [grid] = parseArticleBody('only\tone\nA\t\tB\tC\tD') as [Extract<Block, { type: 'grid' }>];
    expect(grid.rows.map((row) => row.map(inlineText))).toEqual([
      ['only', 'one', ''],
      ['A', 'B', 'C D'],
    ]);
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
    const types = parseArticleBody('## Heading\twith tab\n- item\twith tab\n> quote\twith tab\n✅\ttabbed check').map((block) => block.type);
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
    const pattern = ['## Section', 'A paragraph with **bold** text.', '- item one', '- item two', '', 'a\tb\tc', 'd\te\tf', '> quote', '✅ done', '📈 up'];
    const lines = Array.from({ length: 10_000 }, (_, index) => pattern[index % pattern.length]!);
    const blocks = parseArticleBody(lines.join('\n'));
    // Per 10 lines: heading, paragraph, list, break, grid, quote, checklist, marker.
    expect(blocks).toHaveLength(8_000);
    expect(blocks.filter((block) => block.type === 'grid')).toHaveLength(1_000);
    expect(blocks.slice(0, 8).map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'break', 'grid', 'quote', 'checklist', 'marker']);
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
    for (const text of ['[draft] notes', 'a [b] (c)', '[](/x)', '[x]( /y)', '[x](/y', 'x](/y)']) expect(parseInline(text)).toEqual(plain(text));
  });

  it('scans long adversarial lines in linear time', () => {
    const lines = ['['.repeat(64_000), '*'.repeat(64_000), '[a]('.repeat(16_000), 'a*'.repeat(32_000)];
    for (const line of lines) {
      const started = performance.now();
      parseInline(line);
      lintArticleBody(line);
      // Quadratic scanning of 64 KB takes seconds; linear takes milliseconds.
      expect(performance.now() - started).toBeLessThan(500);
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
    ['a\tb\tc\td', /split it into 4 parts/, /exactly three cells/],
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
