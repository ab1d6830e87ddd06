import { ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/link';
import type { ContactPage } from '../../content/pages-schema';
import { paths } from '../../route-table';
import { MarkedList, StepDisc } from '../ui/marked-list';
import { buttonClass } from '../ui/variants';

/** Replaces the page after a successful submit; takes focus so screen readers announce it. */
export function ThankYou({ copy }: { copy: ContactPage['thankYou'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="bg-linear-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl rounded-2xl border border-ink-100 bg-white p-6 text-center shadow-xl shadow-brand-900/5 sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/60">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold tracking-tight text-ink-900 outline-none sm:text-4xl">
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{copy.text}</p>

        <div className="mt-10 rounded-xl bg-ink-50 p-6 text-left">
          <h2 className="text-lg font-semibold text-ink-900">{copy.nextStepsHeading}</h2>
          <MarkedList
            items={copy.nextSteps}
            ordered
            titleSize="text-base"
            marker={(_, index) => <StepDisc index={index} />}
            className="mt-5 space-y-5"
          />
        </div>

        <Link to={paths.successStories} className={buttonClass({ size: 'lg', className: 'mt-10' })}>
          {copy.storiesLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
