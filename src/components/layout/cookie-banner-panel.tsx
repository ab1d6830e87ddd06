/**
 * The cookie banner's panel: the choice's three buttons and the per-category form. A chunk of
 * its own, requested only when the banner shows (src/components/layout/cookie-banner.tsx).
 */
import { useState } from 'react';
import { Link } from '../../router/link';
import { saveConsent, type ConsentCategories } from '../../consent/consent-store';
import { buttonClass } from '../ui/variants';

const consentCategories: readonly { key: keyof ConsentCategories; label: string; description: string }[] = [
  { key: 'analytics', label: 'Analytics', description: 'Counts visits and pages so we can improve the site.' },
  { key: 'functional', label: 'Functional', description: 'Remembers preferences such as embedded video settings.' },
  { key: 'marketing', label: 'Marketing', description: 'Measures our campaigns on other sites.' },
];

const allGranted: ConsentCategories = { analytics: true, functional: true, marketing: true };
const noneGranted: ConsentCategories = { analytics: false, functional: false, marketing: false };

/** `initial`: the stored choice when reopened, none for a first visit (every category off). */
export function BannerPanel({ initial, reviewing }: { initial: ConsentCategories | null; reviewing: boolean }) {
  const [customizing, setCustomizing] = useState(reviewing);
  // Only the categories: a stored choice also holds its version and date.
  const [draft, setDraft] = useState<ConsentCategories>(() => {
    const { analytics, functional, marketing } = initial ?? noneGranted;
    return { analytics, functional, marketing };
  });

  return (
    <section
      aria-labelledby="cookie-banner-title"
      // The banner a first visit sees (and the prerendered HTML holds): hidden by main.css
      // when the inline consent script found a stored choice.
      data-first-visit-banner={reviewing ? undefined : ''}
      // A slim bar along a phone's bottom edge; from sm a card in the bottom right corner, clear
      // of the home hero's centred buttons (a full-width bar covered them at 1440x900).
      className="fixed inset-x-0 bottom-0 z-50 max-h-[60dvh] overflow-y-auto overscroll-contain border-t border-ink-200 bg-white shadow-[0_-8px_30px_rgba(11,37,69,0.12)] sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-h-[calc(100dvh-2rem)] sm:w-[28rem] sm:rounded-2xl sm:border sm:shadow-[0_12px_40px_rgba(11,37,69,0.18)]"
    >
      <div className="px-4 py-2.5 sm:p-5">
        <ConsentIntro reviewing={reviewing} />
        <ChoiceButtons customizing={customizing} onCustomize={() => setCustomizing((value) => !value)} />
        {customizing && <CategoriesForm draft={draft} onChange={setDraft} />}
      </div>
    </section>
  );
}

/** The heading and the sentence on what the cookies are for. */
function ConsentIntro({ reviewing }: { reviewing: boolean }) {
  return (
    // On a phone the heading runs into the sentence, one short paragraph instead of two lines.
    <div className="text-xs leading-[1.125rem] text-ink-600 sm:text-sm sm:leading-5">
      <h2
        id="cookie-banner-title"
        tabIndex={-1}
        // Reopened from the footer: take keyboard focus to the settings.
        ref={(heading) => {
          if (reviewing) heading?.focus();
        }}
        className="inline font-semibold text-ink-900 sm:block sm:text-base"
      >
        Your cookie choices
      </h2>{' '}
      <p className="inline sm:mt-1 sm:block">
        We use essential cookies to run this site and, with your consent, analytics, functional and marketing cookies. Read our{' '}
        <Link to="/Cookies" className="font-medium text-brand-700 underline">
          Cookie Policy
        </Link>
        .
      </p>
    </div>
  );
}

/** One row: three equal buttons whose labels may wrap inside them. */
function ChoiceButtons({ customizing, onCustomize }: { customizing: boolean; onCustomize: () => void }) {
  return (
    <div className="mt-2 grid grid-cols-3 gap-2 sm:mt-4">
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'row' })} onClick={() => saveConsent(noneGranted)}>
        Reject non-essential
      </button>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'row' })}
        aria-expanded={customizing}
        onClick={onCustomize}
      >
        Customise
      </button>
      <button type="button" className={buttonClass({ size: 'row' })} onClick={() => saveConsent(allGranted)}>
        Accept all
      </button>
    </div>
  );
}

/** The per-category choice, saved as it is ticked when submitted. */
function CategoriesForm({ draft, onChange }: { draft: ConsentCategories; onChange: (next: ConsentCategories) => void }) {
  return (
    <form
      aria-label="Cookie categories"
      className="mt-3 grid gap-2.5 border-t border-ink-100 pt-3 sm:mt-4 sm:gap-3 sm:pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(draft);
      }}
    >
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">Essential</span>
        <span className="block">Always on: needed for the site to work.</span>
      </p>
      {consentCategories.map((category) => (
        <label key={category.key} className="flex items-start gap-2 text-sm text-ink-700">
          <input
            type="checkbox"
            // shrink-0: beside a long description the checkbox kept its flex share and shrank.
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={draft[category.key]}
            onChange={(event) => onChange({ ...draft, [category.key]: event.target.checked })}
          />
          <span>
            <span className="font-semibold text-ink-900">{category.label}</span>
            <span className="block">{category.description}</span>
          </span>
        </label>
      ))}
      <div>
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          Save my choices
        </button>
      </div>
    </form>
  );
}
