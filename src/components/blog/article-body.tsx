/**
 * Draws the blocks of src/lib/article-body.ts. Every string goes through React as text, so
 * HTML written in an article shows as written; nothing here sets inner HTML. Links to pages
 * of the site go through the router; links elsewhere open in a new tab, without giving that
 * site a handle on this page (noopener) or the address it came from (noreferrer).
 */
import { BarChart3, Check, CircleCheck, CircleX, ExternalLink, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { Link } from '../../router/link';
import { parseArticleBody, type Block, type Inline, type MarkerSymbol, type Segment } from '../../lib/article-body';
import { cn } from '../../lib/cn';
import type { ImageAsset } from '../../lib/images';
import { ContentImage } from '../ui/content-image';
import { articleBodyClass } from './article-body-class';

/**
 * Marker symbols drawn as icons: emoji fonts differ by platform (and some systems have none),
 * the icons look the same everywhere. They are decoration; the text carries the meaning.
 */
const markerIcons: Record<MarkerSymbol, { icon: LucideIcon; strokeWidth: number }> = {
  '✓': { icon: Check, strokeWidth: 2 },
  '✔': { icon: Check, strokeWidth: 3 },
  '📊': { icon: BarChart3, strokeWidth: 2 },
  '📈': { icon: TrendingUp, strokeWidth: 2 },
  '📉': { icon: TrendingDown, strokeWidth: 2 },
};

function Marker({ symbol }: { symbol: MarkerSymbol }) {
  const { icon: Drawn, strokeWidth } = markerIcons[symbol];
  return (
    <span
      aria-hidden="true"
      data-marker={symbol}
      className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white text-brand-600 ring-1 ring-brand-200"
    >
      <Drawn className="size-4" strokeWidth={strokeWidth} />
    </span>
  );
}

const linkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

function Formatted({ segment }: { segment: Segment }) {
  let node: ReactNode = segment.text;
  if (segment.italic) node = <em>{node}</em>;
  if (segment.bold) node = <strong className="font-semibold text-ink-900">{node}</strong>;
  return node;
}

function Text({ content }: { content: Inline }) {
  // Neighbouring runs of one link (a link with a bold word in it) form one <a>.
  const groups: { href?: string; segments: Segment[] }[] = [];
  for (const segment of content) {
    const last = groups.at(-1);
    if (last && segment.href !== undefined && last.href === segment.href) last.segments.push(segment);
    else groups.push({ href: segment.href, segments: [segment] });
  }
  return groups.map((group, index) => {
    const text = group.segments.map((segment, part) => <Formatted key={part} segment={segment} />);
    if (!group.href) return <Fragment key={index}>{text}</Fragment>;
    if (group.href.startsWith('/')) {
      return (
        <Link key={index} to={group.href} className={linkClass}>
          {text}
        </Link>
      );
    }
    return (
      <a key={index} href={group.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {text}
        <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-1px]" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  });
}

/** A mark beside its text (checklist items, marker lines): the <span> keeps the text one flex item. */
function MarkedText({ mark, content }: { mark: ReactNode; content: Inline }) {
  return (
    <>
      {mark}
      <span>
        <Text content={content} />
      </span>
    </>
  );
}

/**
 * The page's h1 is the article title, so the body's levels start at h2: "Title:" is h2 and
 * "##"/"###" sit one level below it when the body has one, keeping the outline gap-free.
 */
function headingTag(level: 1 | 2 | 3, hasTitle: boolean): 'h2' | 'h3' | 'h4' {
  const tag = level === 1 ? 2 : hasTitle ? level + 1 : level;
  return tag === 2 ? 'h2' : tag === 3 ? 'h3' : 'h4';
}

type BlockOf<Type extends Block['type']> = Extract<Block, { type: Type }>;

function Heading({ block, hasTitle }: { block: BlockOf<'title'> | BlockOf<'heading'>; hasTitle: boolean }) {
  const className =
    block.type === 'title'
      ? 'text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl'
      : cn(
          'scroll-mt-24 font-bold tracking-tight text-ink-900',
          block.level === 2 ? 'pt-6 text-xl sm:text-2xl' : 'pt-3 text-lg sm:text-xl',
        );
  const level = block.type === 'title' ? 1 : block.level;
  return createElement(headingTag(level, hasTitle), { className }, <Text content={block.content} />);
}

/** The items of a bulleted or numbered list, each one <li>. */
function ListItems({ items }: { items: Inline[] }) {
  return items.map((item, index) => (
    <li key={index} className="pl-1">
      <Text content={item} />
    </li>
  ));
}

function BodyImage({ block, images }: { block: BlockOf<'image'>; images: Readonly<Record<string, ImageAsset>> }) {
  // The content step checked every image exists; the payload carries its served sizes.
  const asset = images[block.src];
  if (!asset) throw new Error(`The article body shows ${block.src}, but its payload has no such image`);
  return (
    <figure className="py-2">
      <ContentImage asset={asset} alt={block.alt} className="h-auto w-full rounded-xl ring-1 ring-ink-200" />
    </figure>
  );
}

function Checklist({ block }: { block: BlockOf<'checklist'> }) {
  return (
    <ul className="space-y-2">
      {block.items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <MarkedText
            mark={
              item.mark === 'check' ? (
                <CircleCheck role="img" aria-label="Yes" className="mt-1 size-5 shrink-0 text-green-600" />
              ) : (
                <CircleX role="img" aria-label="No" className="mt-1 size-5 shrink-0 text-red-600" />
              )
            }
            content={item.content}
          />
        </li>
      ))}
    </ul>
  );
}

function Grid({ block }: { block: BlockOf<'grid'> }) {
  // The first row names the columns when there are others below it.
  const head = block.rows.length > 1 ? block.rows[0] : undefined;
  const rows = head ? block.rows.slice(1) : block.rows;
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-lg text-left text-sm ring-1 ring-ink-200 sm:text-base">
      {head && (
        <thead className="bg-brand-900 text-white">
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className="px-3 py-2.5 font-semibold break-words sm:px-4">
                <Text content={cell} />
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex} className="border-t border-ink-200 even:bg-ink-50">
            {row.map((cell, index) => (
              <td key={index} className={cn('px-3 py-2.5 break-words sm:px-4', index === 0 && 'font-medium text-ink-900')}>
                <Text content={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BodyBlock({ block, hasTitle, images }: { block: Block; hasTitle: boolean; images: Readonly<Record<string, ImageAsset>> }) {
  switch (block.type) {
    case 'title':
    case 'heading':
      return <Heading block={block} hasTitle={hasTitle} />;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          <ListItems items={block.items} />
        </ul>
      );
    case 'numbered':
      return (
        <ol start={block.start} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
          <ListItems items={block.items} />
        </ol>
      );
    case 'image':
      return <BodyImage block={block} images={images} />;
    case 'checklist':
      return <Checklist block={block} />;
    case 'marker':
      return (
        <p className="flex gap-3 rounded-lg bg-ink-50 px-4 py-3">
          <MarkedText mark={<Marker symbol={block.symbol} />} content={block.content} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className="border-l-4 border-accent-500 bg-brand-50/60 py-3 pl-5 pr-4 text-lg font-medium italic text-brand-900">
          <Text content={block.content} />
        </blockquote>
      );
    case 'grid':
      return <Grid block={block} />;
    case 'break':
      return <div aria-hidden="true" className="h-2" />;
    case 'paragraph':
      return (
        <p>
          <Text content={block.content} />
        </p>
      );
  }
}

/** The body's blocks, without their container: what KeptAsPrerendered redraws after client navigation (src/pages/article.tsx). */
export function ArticleBlocks({ body, images = {} }: { body: string; images?: Readonly<Record<string, ImageAsset>> }) {
  const blocks = useMemo(() => parseArticleBody(body), [body]);
  const hasTitle = blocks.some((block) => block.type === 'title');
  return blocks.map((block, index) => <BodyBlock key={index} block={block} hasTitle={hasTitle} images={images} />);
}

export function ArticleBody({
  body,
  images = {},
  className,
}: {
  body: string;
  images?: Readonly<Record<string, ImageAsset>>;
  className?: string;
}) {
  return (
    <div className={cn(articleBodyClass, className)}>
      <ArticleBlocks body={body} images={images} />
    </div>
  );
}
