import type { ContactPage } from '../../content/pages-schema';
import { Icon } from '../ui/icon';
import { Container } from '../ui/section';

/** The opening block: headline and the three promises (24-hour response, custom demo, no commitment). */
export function ContactHero({ hero }: { hero: ContactPage['hero'] }) {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-accent-500/20 blur-3xl" />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hero.headline}</h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheadline}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {hero.highlights.map((highlight) => (
            <li key={highlight.title} className="flex gap-4 rounded-xl bg-white/10 p-5 ring-1 ring-white/15 ring-inset backdrop-blur-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/20 text-accent-400">
                <Icon name={highlight.icon} />
              </span>
              <span>
                <span className="block font-semibold">{highlight.title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-brand-100">{highlight.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
