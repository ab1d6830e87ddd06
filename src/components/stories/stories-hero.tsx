import type { StoriesPage } from '../../content/pages-schema';
import { HeroBand } from '../ui/hero-band';
import { StatList } from '../ui/stat-list';

/** The list page's opening block: heading and the four headline figures. */
export function StoriesHero({ hero }: { hero: StoriesPage['hero'] }) {
  return (
    <HeroBand>
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{hero.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{hero.heading}</h1>
        <p className="mt-5 text-lg leading-relaxed text-brand-100">{hero.subheading}</p>
      </div>
      <StatList stats={hero.stats} variant="glass" className="mt-12" />
    </HeroBand>
  );
}
