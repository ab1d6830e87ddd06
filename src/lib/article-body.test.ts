import { describe, expect, it } from 'vitest';
import { articleWordCount, blocksText, inlineText, parseArticleBody, parseInline, type Block } from './article-body';

const plain = (text: string) => [{ text, bold: false }];

describe('parseInline', () => {
  it('keeps text without markers as one plain run', () => {
    expect(parseInline('Inventory turns rose by 42%')).toEqual(plain('Inventory turns rose by 42%'));
  });

  it('makes **text** bold anywhere in a line', () => {
    expect(parseInline('**Start:** freeze a **baseline** now')).toEqual([
      { text: 'Start:', bold: true },
      { text: ' freeze a ', bold: false },
      { text: 'baseline', bold: true },
      { text: ' now', bold: false },
    ]);
  });

  it('shows an unterminated ** literally', () => {
    expect(parseInline('Savings of **24 crore')).toEqual(plain('Savings of **24 crore'));
    expect(parseInline('**a** and **b')).toEqual([
      { text: 'a', bold: true },
      { text: ' and **b', bold: false },
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
    expect(parseArticleBody('[link](/x) _em_ `code`')).toEqual([{ type: 'paragraph', content: plain('[link](/x) _em_ `code`') }]);
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

describe('word count', () => {
  it('counts what a reader reads, not the markers', () => {
    const body = 'Title: Two words\n## One\n- a b\n✅ c\n📊 d e\n> f\nx\ty\tz\n\nLast line here';
    expect(blocksText(parseArticleBody(body)).split(/\s+/).filter(Boolean)).toEqual(
      ['Two', 'words', 'One', 'a', 'b', 'c', 'd', 'e', 'f', 'x', 'y', 'z', 'Last', 'line', 'here'],
    );
    expect(articleWordCount(body)).toBe(15);
    expect(articleWordCount('')).toBe(0);
  });
});
