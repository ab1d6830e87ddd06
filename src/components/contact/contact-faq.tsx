import { ChevronDown } from 'lucide-react';
import { contactFaq as faq } from '@content/pages/contact-faq';
import { site } from '@content/site';
import { PageSection } from '../ui/section';

/**
 * The questions as native disclosure widgets, then the e-mail address for anything else. Its
 * copy is its own module (copyInPartChunks in scripts/content/write-indexes.ts), in this chunk.
 */
export function ContactFaq() {
  return (
    <PageSection id="faq" heading={faq.heading} className="bg-white py-16 sm:py-20">
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-sm">
        {faq.items.map((item) => (
          <details key={item.question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 leading-relaxed text-ink-600">{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-center text-ink-600">
        {faq.moreQuestions}{' '}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {site.email}
        </a>
      </p>
    </PageSection>
  );
}
