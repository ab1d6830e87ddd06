/**
 * The story of a story page: challenge, solution, results and testimonial. From lg on they flow
 * around the floated project facts (src/pages/story.tsx): the grids and the testimonial are
 * boxes of their own (grid, flow-root) that narrow beside the facts and take the full width
 * below them, and the card grids fit as many 17rem columns as there is room for (two beside the
 * facts, four below).
 */
import { CircleCheck, Quote, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Story } from '../../content/types';
import { paragraphs } from '../../lib/stories';
import { HeadedSection } from '../ui/headed-section';
import { Icon } from '../ui/icon';
import { MarkedList } from '../ui/marked-list';
import { outcomeClasses } from './outcome';

/** As many columns of at least 17rem (or the whole width, on a phone) as fit, sharing the row. */
const fitGrid = 'grid gap-4 grid-cols-[repeat(auto-fit,minmax(min(100%,17rem),1fr))]';

function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection id={id} heading={title} className="scroll-mt-24">
      {children}
    </HeadedSection>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="mt-5 measure space-y-4 text-base leading-relaxed text-ink-700 sm:text-lg">
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function ChallengeSection({ story }: { story: Story }) {
  return (
    <StorySection id="the-challenge" title="The Challenge">
      <Paragraphs text={story.challenge} />
      <h3 className="mt-8 text-lg font-semibold text-ink-900">Key Problem Areas</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {story.problemAreas.map((area) => (
          <li key={area} className="flex items-start gap-3 rounded-xl border border-red-100 bg-red-50/60 px-4 py-3 text-ink-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
            <span>{area}</span>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}

export function SolutionSection({ story }: { story: Story }) {
  return (
    <StorySection id="our-solution" title="Our Solution">
      <Paragraphs text={story.solution} />
      <MarkedList
        items={story.highlights}
        frame="card"
        titleSize="text-base"
        marker={() => (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <CircleCheck aria-hidden="true" className="size-5" />
          </span>
        )}
        className={`mt-8 ${fitGrid}`}
      />
    </StorySection>
  );
}

export function ResultsSection({ story }: { story: Story }) {
  return (
    <StorySection id="key-results" title="Key Results">
      <ul className={`mt-6 ${fitGrid}`}>
        {story.results.map((result) => {
          const accent = outcomeClasses[result.outcome];
          return (
            <li key={result.metric} className="relative overflow-hidden rounded-2xl border border-ink-100 bg-white p-6 pt-7 shadow-sm">
              <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${accent.bar}`} />
              <span className={`inline-flex size-11 items-center justify-center rounded-xl ring-1 ring-inset ${accent.icon}`}>
                <Icon name={result.icon} className="size-5" />
              </span>
              <p className={`mt-4 text-4xl font-bold tracking-tight ${accent.text}`}>{result.value}</p>
              <h3 className="mt-1 font-semibold text-ink-900">{result.metric}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{result.description}</p>
            </li>
          );
        })}
      </ul>
    </StorySection>
  );
}

export function TestimonialSection({ story }: { story: Story }) {
  const { testimonial } = story;
  return (
    <StorySection id="client-testimonial" title="Client Testimonial">
      <figure className="mt-6 flow-root rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white sm:p-10">
        <Quote aria-hidden="true" className="size-9 text-accent-400" />
        <blockquote className="mt-4 max-w-3xl text-lg leading-relaxed sm:text-xl">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-400 text-base font-bold text-brand-900"
          >
            {testimonial.initials}
          </span>
          <span>
            <span className="block font-semibold">{testimonial.author}</span>
            <span className="block text-sm text-brand-100">{testimonial.role}</span>
          </span>
        </figcaption>
      </figure>
    </StorySection>
  );
}
