/**
 * "Related success stories" / "Related articles" at the end of a story or an article: cards
 * of the page's own kind, then one of the other kind. The build chose them and sent them with
 * the page's payload (scripts/related-reading.ts); this only draws them.
 */
import type { RelatedKind } from '../../lib/related';
import { usePageData } from '../../router/app-routes';
import { Container } from '../ui/section';
import { RelatedCard } from './related-card';

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
  return (
    <section aria-labelledby={headingId} className="border-t border-ink-100 bg-ink-50 py-14 sm:py-20">
      <Container>
        {blocks.map((block, index) => {
          const first = index === 0;
          return (
            <div key={block.heading} className={first ? undefined : 'mt-12'}>
              {first ? (
                <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                  {block.heading}
                </h2>
              ) : (
                <h3 className="text-xl font-bold tracking-tight text-ink-900">{block.heading}</h3>
              )}
              <ul className={`${first ? 'mt-8' : 'mt-6'} grid gap-6 md:grid-cols-2 lg:grid-cols-3`}>
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
