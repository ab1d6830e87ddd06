/**
 * The header's search: a button that opens the search dialog, also on Ctrl-K or Cmd-K. The
 * dialog's code and the index load only then, so pages load no more than this button. Before
 * React runs (and without JavaScript) it is a link to the blog list, which has its own search.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { paths } from '../../route-table';

const SearchDialog = lazy(() => import('./search-dialog'));

const look =
  'inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-brand-700 max-xl:ml-auto max-lg:w-11 max-lg:justify-center max-lg:px-0';

const icon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

const noSubscription = () => () => {};

export function SearchButton() {
  // useHydrated's three lines, here: importing that module would make it a chunk of its own
  // on every page (about 180 bytes gzip more on pages that did not load it).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl-K (search the web) would take the visitor away.
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!hydrated) {
    return (
      <a href={paths.blog} className={look}>
        {icon}
        <span className="max-lg:sr-only">Search</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={look}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        {icon}
        <span className="max-lg:sr-only">Search</span>
        <kbd className="hidden rounded border border-ink-200 px-1.5 font-sans text-xs text-ink-500 xl:inline">Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
