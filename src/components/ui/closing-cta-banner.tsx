/**
 * The next step at the end of every story and article: a heading and a sentence from the page
 * copy, and one button that asks for a demo, labelled as everywhere else on the site.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from '../../router/link';
import { site } from '@content/site';
import { paths } from '../../route-table';
import { Container } from './section';
import { buttonClass } from './variants';

export function ClosingCtaBanner({ copy }: { copy: { heading: string; text: string } }) {
  return (
    <section aria-labelledby="closing-cta" data-closing-cta="" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <Container className="flex flex-col items-center py-16 text-center sm:py-20">
        <h2 id="closing-cta" className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{copy.text}</p>
        <Link to={paths.contact} className={buttonClass({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>
          {site.actions.demo}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Container>
    </section>
  );
}
