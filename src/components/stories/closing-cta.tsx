import { ArrowRight } from 'lucide-react';
import { Link } from '../../router/link';
import type { StoriesPage } from '../../content/pages-schema';
import { paths } from '../../route-table';
import { Container } from '../ui/section';
import { buttonClass } from '../ui/variants';

/** "Ready to Transform Your Supply Chain?" at the end of the stories marked closingCta. */
export function ClosingCta({ copy }: { copy: StoriesPage['closingCta'] }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <Container className="flex flex-col items-center py-16 text-center sm:py-20">
        <h2 id="closing-cta" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{copy.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
            Schedule a Demo
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={paths.successStories}
            className={buttonClass({ variant: 'glass', size: 'lg', className: 'ring-1 ring-inset ring-white/30' })}
          >
            View More Success Stories
          </Link>
        </div>
      </Container>
    </section>
  );
}
