/** The About page's sections, in the order the page shows them. */
import { Quote } from 'lucide-react';
import type { AboutPage } from '../../content/pages-schema';
import { IconBubble, IconCardGrid } from '../ui/icon-card';
import { MarkedList, StepNumber } from '../ui/marked-list';
import { Container, PageSection } from '../ui/section';
import { StatList } from '../ui/stat-list';
import { NetworkIllustration } from './network-illustration';

export function StorySection({ story }: { story: AboutPage['story'] }) {
  const [lead, ...rest] = story.paragraphs;
  return (
    <section id="story" aria-labelledby="story-heading" className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{story.eyebrow}</p>
          <h1 id="story-heading" className="mt-3 text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {story.heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-700 sm:text-xl">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink-600">
              {paragraph}
            </p>
          ))}
        </div>
        {/* On a panel of its own, so the drawing sits in the column instead of floating in it. */}
        <div className="rounded-3xl bg-white/70 p-6 shadow-xl ring-1 shadow-brand-900/5 ring-brand-100 sm:p-10">
          <NetworkIllustration className="mx-auto h-auto w-full max-w-lg" />
        </div>
      </Container>
    </section>
  );
}

export function DiscoveredSection({ discovered }: { discovered: AboutPage['discovered'] }) {
  return (
    <PageSection id="discovered" heading={discovered.heading} subheading={discovered.intro} className="py-16 sm:py-24">
      <MarkedList
        items={discovered.findings}
        ordered
        frame="card"
        marker={(_, index) => <StepNumber index={index} className="text-3xl text-brand-500" />}
        className="mt-12 grid gap-6 md:grid-cols-2"
      />
    </PageSection>
  );
}

export function ObsessionsSection({ obsessions }: { obsessions: AboutPage['obsessions'] }) {
  return (
    <PageSection id="obsessions" heading={obsessions.heading} className="bg-ink-50 py-16 sm:py-24">
      <IconCardGrid items={obsessions.items} tone="accent" />
    </PageSection>
  );
}

export function DifferentiatorsSection({ differentiators }: { differentiators: AboutPage['differentiators'] }) {
  return (
    <PageSection id="differentiators" heading={differentiators.heading} className="py-16 sm:py-24">
      <MarkedList
        items={differentiators.items}
        marker={(item) => <IconBubble name={item.icon} size="size-12" />}
        className="mt-12 grid gap-x-10 gap-y-10 md:grid-cols-2"
      />
    </PageSection>
  );
}

export function PrinciplesSection({ principles }: { principles: AboutPage['principles'] }) {
  return (
    <PageSection id="principles" heading={principles.heading} tone="dark" className="bg-brand-900 py-16 text-white sm:py-24">
      <MarkedList
        items={principles.items}
        ordered
        frame="glass"
        tone="dark"
        marker={(_, index) => <StepNumber index={index} className="mt-0.5 text-sm text-accent-400" />}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </PageSection>
  );
}

export function NumbersSection({ numbers }: { numbers: AboutPage['numbers'] }) {
  return (
    <PageSection id="numbers" heading={numbers.heading} className="border-b border-ink-100 py-16 sm:py-20">
      <StatList stats={numbers.stats} variant="open" className="mt-12" />
    </PageSection>
  );
}

export function QuotesSection({ quotes }: { quotes: AboutPage['quotes'] }) {
  return (
    <PageSection id="quotes" heading={quotes.heading} className="bg-ink-50 py-16 sm:py-24">
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {quotes.items.map((item) => (
          <li key={item.quote}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink-100">
              <Quote aria-hidden="true" className="size-8 text-brand-200" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-ink-100 pt-4">
                <span className="block font-semibold text-ink-900">{item.author}</span>
                <span className="block text-sm text-ink-600">{item.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
