/**
 * "Related success stories" / "Related articles" at the end of a story or an article: cards
 * of the page's own kind, then one of the other kind. The build chose them and sent them with
 * the page's payload (scripts/related-reading.ts); this only draws them.
 */
import type { RelatedKind } from '../../lib/related';
import { cn } from '../../lib/cn';
import { usePageData } from '../../router/app-routes';
import { Container } from '../ui/section';
import { RelatedCard } from './related-card';

/**
 * From lg on, one row of columns, one per card: the own kind's block spans its cards, the other
 * kind's block the rest (3 + 1 at 1440 px), so no block ends with a card alone on its row. Literal
 * class names, for Tailwind to find them.
 */
const rowColumns = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'] as const;
const blockSpans = ['', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3', 'lg:col-span-4'] as const;
/** The most cards a page shows (its own kind's and the other's): the row's columns. */
const MAX_COLUMNS = rowColumns.length - 1;

const headings: Record<RelatedKind, { same: string; other: string }> = {
  story: { same: 'Related success stories', other: 'From the blog' },
  article: { same: 'Related articles', other: 'From our success stories' },
};

/** The related reading of the story or article page this is on; nothing on a site of one entry. */
export function RelatedReadingCards({ page }: { page: RelatedKind }) {
  const { related } = usePageData(page);
  const same = page === 'story' ? related.stories : related.articles;
  const other = page === 'story' ? related.articles : related.stories;
  // The section is named by its first heading; the other kind follows under an h3 of its own.
  const blocks = [
    { heading: headings[page].same, items: same },
    { heading: headings[page].other, items: other },
  ].filter((block) => block.items.length > 0);
  if (blocks.length === 0) return null;
  const headingId = `related-${page}-heading`;
  const columns = Math.min(
    MAX_COLUMNS,
    blocks.reduce((sum, block) => sum + block.items.length, 0),
  );
  return (
    <section aria-labelledby={headingId} className="border-t border-ink-100 bg-ink-50 py-14 sm:py-20">
      {/* Headings in the first row and cards in the second, shared by the blocks (subgrid), so both kinds' cards line up. */}
      <Container className={cn('space-y-12 lg:grid lg:grid-rows-[auto_1fr] lg:gap-x-6 lg:gap-y-8 lg:space-y-0', rowColumns[columns])}>
        {blocks.map((block, index) => {
          const first = index === 0;
          const span = Math.min(block.items.length, columns);
          return (
            <div key={block.heading} className={cn('lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-y-8', blockSpans[span])}>
              {first ? (
                <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                  {block.heading}
                </h2>
              ) : (
                <h3 className="text-xl font-bold tracking-tight text-ink-900 lg:self-end">{block.heading}</h3>
              )}
              <ul className={cn(first ? 'mt-8' : 'mt-6', 'grid gap-6 md:grid-cols-2 lg:mt-0', rowColumns[span])}>
                {block.items.map((item) => (
                  <li key={item.slug}>
                    <RelatedCard item={item} heading={first ? 'h3' : 'h4'} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </Container>
    </section>
  );
}
