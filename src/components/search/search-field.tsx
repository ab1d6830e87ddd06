/**
 * A search box in a page (the not-found screens): Enter or the button opens the site search
 * dialog with what was typed. The dialog's code and index load only then. Without scripts it
 * is not shown: nothing would answer it (the header's Search link leads to the blog list).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { buttonClass } from '../ui/variants';

const SearchDialog = lazy(() => import('./search-dialog'));

export function SearchField({ label }: { label: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState<string | undefined>();
  if (!hydrated) return null;
  return (
    <>
      <form
        role="search"
        className="flex w-full max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOpened(input.current?.value ?? '');
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          placeholder={label}
          autoComplete="off"
          className="block min-w-0 flex-1 rounded-lg border border-ink-500/75 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        <button type="submit" className={buttonClass({ size: 'md' })}>
          Search
        </button>
      </form>
      {opened !== undefined && (
        <Suspense fallback={null}>
          <SearchDialog
            initialQuery={opened}
            onClose={() => {
              setOpened(undefined);
              input.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
