/**
 * The About page's sections, in the order the page shows them. Each band has its own shape (a
 * story beside its figures, a split list, bento tiles, text beside a product drawing, a dark
 * numbered band, one large quote), so no two neighbours read as the same heading-over-grid.
 */
import { Quote } from 'lucide-react';
import type { AboutPage } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { IllustratedRow } from '../illustrations/product-illustration';
import { IconBubble, IconCard } from '../ui/icon-card';
import { MarkedList, StepNumber } from '../ui/marked-list';
import { Container, PageSection, SectionHeading } from '../ui/section';
import { StatList } from '../ui/stat-list';

export function StorySection({ story, numbers }: { story: AboutPage['story']; numbers: AboutPage['numbers'] }) {
  const [lead, ...rest] = story.paragraphs;
  return (
    <section
      id="story"
      aria-labelledby="story-heading"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white py-16 sm:py-24"
    >
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
        {/* The company's figures beside its story: the column holds facts, not decoration. */}
        <section
          id="numbers"
          aria-labelledby="numbers-heading"
          className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-brand-100 sm:p-10"
        >
          <h2 id="numbers-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {numbers.heading}
          </h2>
          <StatList stats={numbers.stats} variant="panel" className="mt-8" />
        </section>
      </Container>
    </section>
  );
}

export function DiscoveredSection({ discovered }: { discovered: AboutPage['discovered'] }) {
  return (
    <PageSection id="discovered" heading={discovered.heading} subheading={discovered.intro} layout="split" className="py-16 sm:py-24">
      <MarkedList
        items={discovered.findings}
        ordered
        marker={(_, index) => <StepNumber index={index} className="w-12 shrink-0 text-3xl text-brand-500" />}
        className="divide-y divide-ink-100 border-y border-ink-100 [&>li]:py-7"
      />
    </PageSection>
  );
}

/**
 * Bento tiles: the first obsession is the large tile down the left, the others fill the rest
 * (with four, the last one runs wide under the middle pair; with three, two stack beside it).
 */
export function ObsessionsSection({ obsessions }: { obsessions: AboutPage['obsessions'] }) {
  const [first, ...others] = obsessions.items;
  const four = obsessions.items.length === 4;
  return (
    <PageSection id="obsessions" heading={obsessions.heading} layout="left" className="bg-ink-50 py-16 sm:py-24">
      <ul className={cn('mt-12 grid gap-6 sm:grid-cols-2 lg:grid-rows-2', four ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        {first && (
          <li className="sm:col-span-2 lg:col-span-1 lg:row-span-2">
            <div className="flex h-full flex-col justify-between gap-10 rounded-2xl bg-brand-900 p-8 text-white shadow-sm">
              <IconBubble name={first.icon} tone="inverse" size="size-12" />
              <div>
                <h3 className="text-2xl font-semibold tracking-tight text-balance">{first.title}</h3>
                <p className="mt-3 leading-relaxed text-brand-100">{first.description}</p>
              </div>
            </div>
          </li>
        )}
        {others.map((item, index) => (
          <li key={item.title} className={cn(four && index === others.length - 1 && 'sm:col-span-2')}>
            <IconCard icon={item.icon} title={item.title} description={item.description} tone="accent" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** What sets the company apart, beside a product drawing: the page's one picture of the product. */
export function DifferentiatorsSection({ differentiators }: { differentiators: AboutPage['differentiators'] }) {
  return (
    <section id="differentiators" aria-labelledby="differentiators-heading" className="py-16 sm:py-24">
      <Container>
        <IllustratedRow illustration={differentiators.illustration}>
          <SectionHeading id="differentiators-heading" title={differentiators.heading} align="left" />
          <MarkedList
            items={differentiators.items}
            marker={(item) => <IconBubble name={item.icon} size="size-12" />}
            className="mt-10 grid gap-8"
          />
        </IllustratedRow>
      </Container>
    </section>
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

/**
 * One quote set large, the others beside it: a single strong voice rather than a row of equal
 * cards.
 */
export function QuotesSection({ quotes }: { quotes: AboutPage['quotes'] }) {
  const [lead, ...others] = quotes.items;
  return (
    <PageSection id="quotes" heading={quotes.heading} layout="left" className="bg-ink-50 py-16 sm:py-24">
      <ul className="mt-12 grid gap-6 lg:grid-cols-5">
        {lead && (
          <li className="lg:col-span-3">
            <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-ink-100 sm:p-10">
              <Quote aria-hidden="true" className="size-10 text-accent-500" />
              <blockquote className="mt-6 flex-1 text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl">
                <p>“{lead.quote}”</p>
              </blockquote>
              <QuoteCaption author={lead.author} company={lead.company} />
            </figure>
          </li>
        )}
        {others.length > 0 && (
          <li className="lg:col-span-2">
            <ul className="grid h-full gap-6">
              {others.map((item) => (
                <li key={item.quote}>
                  <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink-100">
                    <blockquote className="flex-1 leading-relaxed text-ink-700">
                      <p>“{item.quote}”</p>
                    </blockquote>
                    <QuoteCaption author={item.author} company={item.company} />
                  </figure>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </PageSection>
  );
}

function QuoteCaption({ author, company }: { author: string; company: string }) {
  return (
    <figcaption className="mt-6 border-t border-ink-100 pt-4">
      <span className="block font-semibold text-ink-900">{author}</span>
      <span className="block text-sm text-ink-600">{company}</span>
    </figcaption>
  );
}
