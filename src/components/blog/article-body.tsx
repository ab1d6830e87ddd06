/**
 * Draws the blocks of src/lib/article-body.ts. Every string goes through React as text, so
 * HTML written in an article shows as written; nothing here sets inner HTML.
 */
import { BarChart3, Check, CircleCheck, CircleX, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { createElement, useMemo } from 'react';
import { parseArticleBody, type Block, type Inline, type MarkerSymbol } from '../../lib/article-body';
import { cn } from '../../lib/cn';

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
    <span aria-hidden="true" data-marker={symbol} className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white text-brand-600 ring-1 ring-brand-200">
      <Drawn className="size-4" strokeWidth={strokeWidth} />
    </span>
  );
}

function Text({ content }: { content: Inline }) {
  return content.map((segment, index) =>
    segment.bold ? (
      <strong key={index} className="font-semibold text-ink-900">
        {segment.text}
      </strong>
    ) : (
      segment.text
    ),
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

function BodyBlock({ block, hasTitle }: { block: Block; hasTitle: boolean }) {
  switch (block.type) {
    case 'title':
      return createElement(
        headingTag(1, hasTitle),
        { className: 'text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl' },
        <Text content={block.content} />,
      );
    case 'heading':
      return createElement(
        headingTag(block.level, hasTitle),
        {
          className: cn(
            'scroll-mt-24 font-bold tracking-tight text-ink-900',
            block.level === 2 ? 'pt-6 text-xl sm:text-2xl' : 'pt-3 text-lg sm:text-xl',
          ),
        },
        <Text content={block.content} />,
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <Text content={item} />
            </li>
          ))}
        </ul>
      );
    case 'checklist':
      return (
        <ul className="space-y-2">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              {item.mark === 'check' ? (
                <CircleCheck role="img" aria-label="Yes" className="mt-1 size-5 shrink-0 text-green-600" />
              ) : (
                <CircleX role="img" aria-label="No" className="mt-1 size-5 shrink-0 text-red-600" />
              )}
              <span>
                <Text content={item.content} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'marker':
      return (
        <p className="flex gap-3 rounded-lg bg-ink-50 px-4 py-3">
          <Marker symbol={block.symbol} />
          <span>
            <Text content={block.content} />
          </span>
        </p>
      );
    case 'quote':
      return (
        <blockquote className="border-l-4 border-accent-500 bg-brand-50/60 py-3 pl-5 pr-4 text-lg font-medium italic text-brand-900">
          <Text content={block.content} />
        </blockquote>
      );
    case 'grid': {
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

export function ArticleBody({ body, className }: { body: string; className?: string }) {
  const blocks = useMemo(() => parseArticleBody(body), [body]);
  const hasTitle = blocks.some((block) => block.type === 'title');
  return (
    <div className={cn('max-w-[70ch] space-y-2 text-base leading-7 text-ink-700 sm:text-lg sm:leading-8', className)}>
      {blocks.map((block, index) => (
        <BodyBlock key={index} block={block} hasTitle={hasTitle} />
      ))}
    </div>
  );
}
