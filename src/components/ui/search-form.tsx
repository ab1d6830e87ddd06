/**
 * A list page's search: a `role="search"` GET form with one labelled search field, so without
 * JavaScript the server's prerendered list answers `?search=`, and with it filtering is live
 * (submit does nothing but settle the page view, as leaving the field does).
 */
import { Search } from 'lucide-react';
import { useId } from 'react';
import { settlePageView } from '../../analytics/events';
import { useHydrated } from '../../hooks/use-hydrated';

const looks = {
  /** White field with a shadow, on a dark hero (/blog). */
  hero: {
    icon: 'pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500',
    input:
      'w-full rounded-xl border-0 bg-white py-3.5 pl-12 pr-4 text-base text-ink-900 shadow-lg ring-1 ring-white/20 placeholder:text-ink-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400',
  },
  /** Pale bordered field inside a white panel (/success-stories). */
  panel: {
    icon: 'pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-500',
    input:
      'block w-full rounded-xl border border-ink-200 bg-ink-50 py-3 pl-11 pr-4 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
  },
} as const;

/** The field's text: `value` for a controlled field, or `defaultValue` plus a `key` that re-creates it. */
type FieldText = { value: string; defaultValue?: never; fieldKey?: never } | { defaultValue: string; fieldKey: string; value?: never };

export function SearchForm({
  action,
  label,
  placeholder,
  look,
  onText,
  className,
  ...text
}: {
  /** The list page's path; the field is sent as `search`. */
  action: string;
  /** The field's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  look: keyof typeof looks;
  onText: (text: string) => void;
  /** Placement of the form (margins, width). */
  className?: string;
} & FieldText) {
  const id = useId();
  const styles = looks[look];
  // An uncontrolled field is re-created once the page is hydrated, with the text the URL gives
  // (the prerendered one knows no query string). Here, not in the page: only this form re-renders.
  const live = useHydrated(text.fieldKey !== undefined);
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        settlePageView();
      }}
      className={className}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className={styles.icon} />
        <input
          key={text.fieldKey === undefined ? undefined : `${live ? 'live' : 'prerendered'}:${text.fieldKey}`}
          id={id}
          name="search"
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          value={text.value}
          defaultValue={text.defaultValue}
          onChange={(event) => onText(event.target.value)}
          onBlur={settlePageView}
          className={styles.input}
        />
      </div>
    </form>
  );
}
