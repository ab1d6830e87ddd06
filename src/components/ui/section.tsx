/**
 * Page building blocks: a width-limited container, a section heading, and the section that
 * puts the two together (the scaffolding most page sections share).
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { sectionTitleSize } from './headed-section';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** `light` on white or pale bands, `dark` on the brand-900 bands (white text set by the section). */
export type SectionTone = 'light' | 'dark';

const headingTone: Record<SectionTone, { eyebrow: string; title: string; subtitle: string }> = {
  light: { eyebrow: 'text-brand-700', title: 'text-ink-900', subtitle: 'text-ink-600' },
  dark: { eyebrow: 'text-accent-400', title: '', subtitle: 'text-brand-100' },
};

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  align = 'center',
  tone = 'light',
  className,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
  align?: 'center' | 'left';
  tone?: SectionTone;
  className?: string;
}) {
  const colors = headingTone[tone];
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className={cn('text-sm font-semibold uppercase tracking-wide', colors.eyebrow)}>{eyebrow}</p>}
      {/* The light bands have always kept the h2's gap even without an eyebrow; the dark ones sit flush. */}
      <h2 id={id} className={cn((eyebrow || tone === 'light') && 'mt-2', sectionTitleSize, colors.title)}>
        {title}
      </h2>
      {subtitle && <p className={cn('mt-4 text-lg', colors.subtitle)}>{subtitle}</p>}
    </div>
  );
}

interface PageSectionProps {
  /** id of the section, also the page anchor (/about#quotes). */
  id: string;
  heading: string;
  subheading?: string;
  eyebrow?: string;
  tone?: SectionTone;
  /** Padding and background of the band, e.g. "bg-ink-50 py-16 sm:py-24". */
  className?: string;
  /** Decoration drawn behind the content (an aria-hidden gradient), before the Container. */
  backdrop?: ReactNode;
  /**
   * `stacked`: the heading centred over the content. `left`: the same, aligned left.
   * `split`: on wide screens the heading holds a sticky left column beside the content, so a
   * page can alternate the shapes of its bands.
   */
  layout?: 'stacked' | 'left' | 'split';
  children: ReactNode;
}

/**
 * A page section with an h2 heading: `<section id aria-labelledby>` around a Container, the
 * centred SectionHeading, then the section's own content. The heading's id is `${id}-heading`.
 */
export function PageSection({
  id,
  heading,
  subheading,
  eyebrow,
  tone,
  className,
  backdrop,
  layout = 'stacked',
  children,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  const headingProps = { id: headingId, title: heading, subtitle: subheading, eyebrow, tone };
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {backdrop}
      {layout === 'split' ? (
        <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <SectionHeading {...headingProps} align="left" className="lg:sticky lg:top-24 lg:col-span-5 lg:self-start" />
          <div className="lg:col-span-7">{children}</div>
        </Container>
      ) : (
        <Container>
          <SectionHeading {...headingProps} align={layout === 'left' ? 'left' : 'center'} />
          {children}
        </Container>
      )}
    </section>
  );
}

/** The heading and subheading a page's content group opens with (sectionHeading() in pages-schema.ts). */
export interface SectionCopy {
  heading: string;
  subheading?: string;
}

/** A PageSection headed by its content group's own heading and subheading. */
export function CopySection({ copy, ...props }: Omit<PageSectionProps, 'heading' | 'subheading'> & { copy: SectionCopy }) {
  return <PageSection {...props} heading={copy.heading} subheading={copy.subheading} />;
}
