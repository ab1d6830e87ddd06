/**
 * The dark brand band that opens the list, story, offering, blog and contact pages: navy with
 * a blue glow top right and a teal one bottom left. One glow for every page, so the bands read
 * as one family.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from './section';

/** The glow alone, for a band built another way (a PageSection's backdrop). */
export function BrandGlow() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_85%_-10%,rgba(47,116,224,0.45),transparent),radial-gradient(36rem_20rem_at_0%_110%,rgba(34,195,166,0.2),transparent)]"
    />
  );
}

export function HeroBand({
  labelledBy,
  className = 'py-16 sm:py-20 lg:py-24',
  containerClassName,
  children,
}: {
  /** id of the band's h1, when the band is a landmark of its own. */
  labelledBy?: string;
  /** Padding of the band. */
  className?: string;
  /** Alignment of the content, e.g. "text-center". */
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={cn('relative isolate overflow-hidden bg-brand-900 text-white', className)}>
      <BrandGlow />
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

/** A band's opening words: eyebrow, the page's h1 and the line under it. */
export function HeroHeading({ eyebrow, heading, subheading }: { eyebrow: string; heading: string; subheading: string }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
      <p className="mt-5 text-lg leading-relaxed text-brand-100">{subheading}</p>
    </div>
  );
}
