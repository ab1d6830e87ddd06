import type { StoriesPage } from '../../content/pages-schema';
import { HeroBand, HeroHeading } from '../ui/hero-band';
import { StatList } from '../ui/stat-list';

/** The list page's opening block: heading and the four headline figures. */
export function StoriesHero({ hero }: { hero: StoriesPage['hero'] }) {
  return (
    <HeroBand>
      <HeroHeading eyebrow={hero.eyebrow} heading={hero.heading} subheading={hero.subheading} />
      <StatList stats={hero.stats} variant="glass" className="mt-12" />
    </HeroBand>
  );
}
