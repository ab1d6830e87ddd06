import type { StoriesPage } from '../../content/pages-schema';
import { Container } from '../ui/section';

/** The list page's opening block: heading and the four headline figures. */
export function StoriesHero({ hero }: { hero: StoriesPage['hero'] }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(61,214,184,0.18),transparent_45%),radial-gradient(circle_at_85%_0%,rgba(47,116,224,0.45),transparent_50%)]"
      />
      <Container className="relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-100">{hero.subheading}</p>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 rounded-2xl bg-white/10 px-5 py-5 ring-1 ring-white/15 backdrop-blur-sm">
              <dt className="text-sm font-medium text-brand-100">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
