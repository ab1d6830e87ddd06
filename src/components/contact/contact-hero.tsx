import type { ContactPage } from '../../content/pages-schema';
import { Icon } from '../ui/icon';
import { MarkedList } from '../ui/marked-list';
import { HeroBand } from '../ui/hero-band';

/** The opening block: headline and the three promises (24-hour response, custom demo, no commitment). */
export function ContactHero({ hero }: { hero: ContactPage['hero'] }) {
  return (
    <HeroBand>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hero.headline}</h1>
        <p className="mt-5 text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheadline}</p>
      </div>
      <MarkedList
        items={hero.highlights}
        frame="glass"
        tone="dark"
        titleSize="text-base"
        titleTag="p"
        marker={(highlight) => (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/20 text-accent-400">
            <Icon name={highlight.icon} />
          </span>
        )}
        className="mt-10 grid gap-4 sm:grid-cols-3"
      />
    </HeroBand>
  );
}
