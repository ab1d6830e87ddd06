/**
 * "Related success stories" / "Related articles" at the end of a story or an article: cards
 * of the page's own kind, then one of the other kind. The build chose them and sent them with
 * the page's payload (scripts/related-reading.ts); this only draws them.
 */
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from '../../router/link';
import type { RelatedItem, RelatedKind } from '../../lib/related';
import { usePageData } from '../../router/app-routes';
import { ReadingTime } from '../ui/reading-time';
import { Container } from '../ui/section';

type HeadingLevel = 'h3' | 'h4';

function RelatedCard({ item, heading: Heading }: { item: RelatedItem; heading: HeadingLevel }) {
  return (
    <div className="relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{item.label}</p>
      <Heading className="mt-2 text-lg font-semibold leading-snug text-balance text-ink-900">
        {/* The title is the link; its ::after covers the card, so the whole card is clickable. */}
        <Link to={item.href} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-3 text-sm leading-6 text-ink-600">{item.summary}</p>
      <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
        <span className="inline-flex items-center gap-1.5 text-ink-600">
          <Clock aria-hidden="true" className="size-4 text-ink-500" />
          <ReadingTime minutes={item.readingMinutes} />
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-brand-700">
          {item.kind === 'story' ? 'Read story' : 'Read article'}
          <ArrowRight className="size-4" />
        </span>
      </p>
    </div>
  );
}

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
