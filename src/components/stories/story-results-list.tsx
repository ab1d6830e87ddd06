import { SearchX } from 'lucide-react';
import type { StoryListItem } from '../../router/route-data';
import { allMatchesHeading } from '../../lib/stories';
import { cn } from '../../lib/cn';
import { HeadedSection } from '../ui/headed-section';
import { buttonClass } from '../ui/variants';
import { FeaturedStoryCard } from './featured-story-card';
import { StoryCard } from './story-card';

/**
 * "Featured Stories" (large cards), then the cards of this page of matches, or the empty state.
 * `busy` while newer results are on their way: the cards shown are the last ones.
 */
export function StoryResults({
  featured,
  cards,
  busy = false,
  onClear,
}: {
  featured: readonly StoryListItem[];
  cards: readonly StoryListItem[];
  busy?: boolean;
  onClear: () => void;
}) {
  if (cards.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-ink-50 px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-ink-500" />
        <h2 className="mt-4 text-xl font-semibold text-ink-900">No stories found</h2>
        <p className="mt-2 text-ink-600">Try adjusting your search or filter criteria.</p>
        <button type="button" onClick={onClear} className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          Show all stories
        </button>
      </div>
    );
  }
  return (
    <div aria-busy={busy} className={cn(busy && 'opacity-60 transition-opacity')}>
      {featured.length > 0 && (
        <HeadedSection id="featured-stories" heading="Featured Stories" className="mt-12">
          <div className="mt-6 card-grid-pair">
            {featured.map((story) => (
              <FeaturedStoryCard key={story.slug} story={story} />
            ))}
          </div>
        </HeadedSection>
      )}
      <HeadedSection id="all-stories" heading={allMatchesHeading(featured.length)} className="mt-16">
        <div className="mt-6 card-grid">
          {cards.map((story) => (
            <StoryCard key={story.slug} story={story} />
          ))}
        </div>
      </HeadedSection>
    </div>
  );
}
