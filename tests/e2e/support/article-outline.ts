/**
 * What an article body must look like on the page, derived from its text with the site's own
 * parser (src/lib/article-body.ts), and what it does look like in the browser, in the same
 * shape: one line per block (its element and its text) and the inline formatting in order.
 * Tests compare the two for any article, so they hold whatever the marketers wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Locator } from 'playwright-core';
import { inlineText, parseArticleBody, type Block, type Inline } from '../../../src/lib/article-body';

const contentDir = path.resolve(import.meta.dirname, '../../../content');

/** The body of content/articles/<slug>.md as the content compiler takes it (below the fields, trimmed). */
export function articleBody(slug: string, dir = contentDir): string {
  const source = fs.readFileSync(path.join(dir, 'articles', `${slug}.md`), 'utf8');
  // Only the body is wanted: the fields are not parsed here.
  const { content } = matter(source, { engines: { yaml: () => ({}) } });
  return content.replace(/^\s*\n/, '').trimEnd();
}

export interface BodyOutline {
  /** One line per block: "h3: Heading", "ul: a | b", "table: head A | B | C; rows 1 | 2 | 3 / 4 | 5 | 6"... */
  blocks: string[];
  /** Text of each <strong>, in document order. */
  bold: string[];
  /** Text of each <em>, in document order. */
  italic: string[];
  /** Each link as "text -> href", in document order. */
  links: string[];
}

const items = (list: string[]) => list.join(' | ');

/** The outline the renderer must produce for `body`. */
export function expectedOutline(body: string): BodyOutline {
  const parsed = parseArticleBody(body);
  // "Title:" is the body's h2 under the page's h1; headings sit one level below it when there is one.
  const hasTitle = parsed.some((block) => block.type === 'title');
  const headingTag = (level: 2 | 3) => `h${hasTitle ? level + 1 : level}`;
  const outline: BodyOutline = { blocks: [], bold: [], italic: [], links: [] };
  const inline = (content: Inline) => {
    for (const segment of content) {
      if (segment.bold) outline.bold.push(segment.text);
      if (segment.italic) outline.italic.push(segment.text);
    }
    // Neighbouring runs of one link (a link with a bold word in it) form one <a>.
    const groups: { href?: string; text: string }[] = [];
    for (const segment of content) {
      const last = groups.at(-1);
      if (last && segment.href !== undefined && last.href === segment.href) last.text += segment.text;
      else groups.push({ href: segment.href, text: segment.text });
    }
    for (const group of groups) if (group.href !== undefined) outline.links.push(`${group.text} -> ${group.href}`);
    return inlineText(content);
  };
  const line = (block: Block): string | null => {
    switch (block.type) {
      case 'break':
        return null;
      case 'title':
        return `h2: ${inline(block.content)}`;
      case 'heading':
        return `${headingTag(block.level)}: ${inline(block.content)}`;
      case 'paragraph':
        return `p: ${inline(block.content)}`;
      case 'quote':
        return `blockquote: ${inline(block.content)}`;
      case 'marker':
        return `marker ${block.symbol}: ${inline(block.content)}`;
      case 'list':
        return `ul: ${items(block.items.map(inline))}`;
      case 'numbered':
        return `ol from ${block.start}: ${items(block.items.map(inline))}`;
      case 'checklist':
        return `checklist: ${items(block.items.map((item) => `${item.mark === 'check' ? 'Yes' : 'No'} ${inline(item.content)}`))}`;
      case 'image':
        return `img: ${block.alt}`;
      case 'grid': {
        // The first row names the columns when there are others below it.
        const rows = block.rows.map((row) => items(row.map(inline)));
        const head = rows.length > 1 ? rows.shift() : undefined;
        return `table: head ${head ?? '(none)'}; rows ${rows.join(' / ')}`;
      }
    }
  };
  for (const block of parsed) {
    const text = line(block);
    if (text !== null) outline.blocks.push(text);
  }
  return outline;
}

/** The outline of the body drawn in `body` (the container of the rendered blocks). */
export function renderedOutline(body: Locator): Promise<BodyOutline> {
  return body.evaluate((container) => {
    // What a reader reads: the "(opens in a new tab)" hints for screen readers are not body text.
    const text = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const hint of copy.querySelectorAll('.sr-only')) hint.remove();
      return copy.textContent ?? '';
    };
    const cells = (row: Element) => [...row.children].map(text).join(' | ');
    const blocks: string[] = [];
    for (const element of container.children) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'div' && element.getAttribute('aria-hidden') === 'true') continue;
      const listItems = [...element.children].filter((child) => child.tagName === 'LI');
      if (/^h[1-6]$/.test(tag) || tag === 'blockquote') blocks.push(`${tag}: ${text(element)}`);
      else if (tag === 'p') {
        const marker = element.querySelector('[data-marker]');
        blocks.push(marker ? `marker ${marker.getAttribute('data-marker')}: ${text(element)}` : `p: ${text(element)}`);
      } else if (tag === 'ul' && listItems.some((item) => item.querySelector('[role="img"]'))) {
        blocks.push(
          `checklist: ${listItems.map((item) => `${item.querySelector('[role="img"]')?.getAttribute('aria-label')} ${text(item)}`).join(' | ')}`,
        );
      } else if (tag === 'ul') blocks.push(`ul: ${listItems.map(text).join(' | ')}`);
      else if (tag === 'ol') blocks.push(`ol from ${(element as HTMLOListElement).start}: ${listItems.map(text).join(' | ')}`);
      else if (tag === 'table') {
        const head = element.querySelector('thead tr');
        blocks.push(
          `table: head ${head ? cells(head) : '(none)'}; rows ${[...element.querySelectorAll('tbody tr')].map(cells).join(' / ')}`,
        );
      } else if (tag === 'figure') blocks.push(`img: ${element.querySelector('img')?.getAttribute('alt')}`);
      else blocks.push(`unexpected <${tag}>: ${text(element)}`);
    }
    const all = (selector: string) => [...container.querySelectorAll(selector)];
    return {
      blocks,
      bold: all('strong').map((element) => element.textContent ?? ''),
      italic: all('em').map((element) => element.textContent ?? ''),
      links: all('a').map((link) => `${text(link)} -> ${link.getAttribute('href')}`),
    };
  });
}
