/**
 * The closing call to action of a page: a heading, a sentence and two buttons on a brand
 * panel. The first button always asks for a demo (/contact), labelled as everywhere else
 * (site.yaml, actions.demo); the page picks where the second leads.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from '../../router/link';
import { site } from '@content/site';
import { paths } from '../../route-table';
import { Container } from './section';
import { buttonClass } from './variants';

/** The copy every page's call to action has (callToAction() in pages-schema.ts). */
export interface CallToAction {
  heading: string;
  text: string;
  secondaryLabel: string;
}

export function CtaBanner({ cta, secondaryTo, id = 'cta' }: { cta: CallToAction; secondaryTo: string; id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_18rem_at_90%_10%,rgba(34,195,166,0.3),transparent)]"
          />
          <h2 id={headingId} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.text}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
            <Link to={paths.contact} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
              {site.actions.demo}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={secondaryTo} className={buttonClass({ variant: 'ghost-inverse', size: 'lg', className: 'ring-1 ring-white/40' })}>
              {cta.secondaryLabel}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
