import { SearchX } from 'lucide-react';
import type { StoryListItem } from '../../router/route-data';
import { allMatchesHeading, featuredStories } from '../../lib/stories';
import { buttonClass } from '../ui/variants';
import { FeaturedStoryCard } from './featured-story-card';
import { StoryCard } from './story-card';

/** "Featured Stories" (large cards), then every match as a compact card, or the empty state. */
export function StoryResults({ matches, onClear }: { matches: readonly StoryListItem[]; onClear: () => void }) {
  if (matches.length === 0) {
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
  const featured = featuredStories(matches);
  return (
    <>
      {featured.length > 0 && (
        <section aria-labelledby="featured-stories" className="mt-12">
          <h2 id="featured-stories" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Featured Stories
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {featured.map((story) => (
              <FeaturedStoryCard key={story.slug} story={story} />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="all-stories" className="mt-16">
        <h2 id="all-stories" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {allMatchesHeading(featured.length)}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((story) => (
            <StoryCard key={story.slug} story={story} />
          ))}
        </div>
      </section>
    </>
  );
}
