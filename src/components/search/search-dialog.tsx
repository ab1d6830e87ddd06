/**
 * The site search dialog, loaded when the visitor first opens it. A modal <dialog> holding a
 * WAI-ARIA combobox: the field owns a listbox of hits grouped by type, arrows move the active
 * hit (aria-activedescendant; focus stays in the field), Enter opens it, Escape closes the
 * dialog and the header button takes the focus back. Each hit is a link (<a role="option">),
 * so it can be opened in a new tab or its address copied.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchTermForAnalytics, SETTLE_MS, track } from '../../analytics/events';
import { searchGroupLabels, searchTypes, type SearchType } from '../../lib/search/documents';
import { highlight } from '../../lib/search/highlight';
import { manifestAddress, SiteSearch, type SearchHit, type SearchManifest } from '../../lib/search/search-index';

/** Hits shown per type; the group heading says how many match in all. */
const PER_TYPE = 5;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** One search per page load: its manifest, shards and chunks stay loaded for the next opening. */
let loaded: Promise<SiteSearch> | undefined;
function siteSearch(): Promise<SiteSearch> {
  loaded ??= fetchJson(manifestAddress()).then((manifest) => new SiteSearch(manifest as SearchManifest, fetchJson));
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

type Outcome = { query: string; hits: SearchHit[]; counts: Record<SearchType, number> } | { query: string; failed: true };

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return highlight(text, terms).map((piece, index) =>
    piece.matched ? (
      <mark key={index} className="rounded-sm bg-brand-100 text-brand-900">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

export default function SearchDialog({ onClose: whenClosed, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Closing first puts the focus back where it was when the dialog opened (the page itself
  // after Ctrl-K); whenClosed then moves it to the header button.
  const onClose = () => {
    dialog.current?.close();
    whenClosed();
  };
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [active, setActive] = useState(-1);
  const counted = useRef<{ pending?: ReturnType<typeof setTimeout>; count?: () => void; last?: string }>({});

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    void siteSearch().catch(() => undefined);
    return () => element.close();
  }, []);

  // Each query's hits; an answer that arrives after a newer query was typed is dropped.
  useEffect(() => {
    let current = true;
    if (query.trim() === '') return;
    siteSearch()
      .then((search) => search.search(query, PER_TYPE))
      .then(
        ({ hits, counts }) => current && (setOutcome({ query, hits, counts }), setActive(-1)),
        () => current && setOutcome({ query, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [query]);

  // One site_search event per query the visitor settled on: after a pause, or when they open a
  // hit or close the dialog before it. The same term twice in a row counts once.
  useEffect(() => {
    const state = counted.current;
    if (state.pending) clearTimeout(state.pending);
    state.pending = undefined;
    state.count = undefined;
    if (!outcome || 'failed' in outcome || outcome.query.trim() === '') return;
    const term = searchTermForAnalytics(outcome.query);
    const results = searchTypes.reduce((sum, type) => sum + outcome.counts[type], 0);
    state.count = () => {
      state.pending = undefined;
      state.count = undefined;
      if (term === state.last) return;
      state.last = term;
      track({ event: 'site_search', search_term: term, result_count: results });
    };
    state.pending = setTimeout(state.count, SETTLE_MS);
  }, [outcome]);
  useEffect(() => () => counted.current.count?.(), []);

  const shown = outcome && outcome.query === query && query.trim() !== '' ? outcome : undefined;
  const hits = shown && 'hits' in shown ? searchTypes.flatMap((type) => shown.hits.filter((hit) => hit.type === type)) : [];
  const optionId = (index: number) => `${id}-hit-${index}`;
  const listId = `${id}-list`;

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    counted.current.count?.();
    onClose();
    void navigate(hit.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 ? (step > 0 ? 0 : hits.length - 1) : (index + step + hits.length) % hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active] ?? hits[0]);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const total = shown && 'counts' in shown ? searchTypes.reduce((sum, type) => sum + shown.counts[type], 0) : 0;
  const status =
    query.trim() === ''
      ? 'Type to search stories, articles, policies and pages.'
      : !shown
        ? 'Searching…'
        : 'failed' in shown
          ? 'The search could not be loaded. Check your connection and try again.'
          : total === 0
            ? `Nothing matches “${query.trim()}”.`
            : `${total} ${total === 1 ? 'page matches' : 'pages match'}.`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
      className="mx-auto mt-4 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/50 sm:mt-20 sm:max-h-[calc(100dvh-10rem)]"
    >
      <div className="flex max-h-[inherit] flex-col">
        <h2 id={`${id}-title`} className="sr-only">
          Search the site
        </h2>
        <div className="flex items-center gap-2 border-b border-ink-100 px-4">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0 text-ink-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            type="text"
            role="combobox"
            aria-label="Search stories, articles, policies and pages"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search the site"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // An emptied box abandons the query before it: it never counts.
              if (event.target.value.trim() === '') setOutcome(undefined);
            }}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none"
          />
          <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm font-medium text-ink-600 hover:bg-ink-50">
            Close
          </button>
        </div>
        <p role="status" className="px-4 pt-3 text-sm text-ink-600">
          {status}
        </p>
        {hits.length > 0 && (
          <div id={listId} role="listbox" aria-label="Search results" className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
            {searchTypes.map((type) => {
              const group = hits.filter((hit) => hit.type === type);
              if (group.length === 0 || !shown || !('counts' in shown)) return null;
              const count = shown.counts[type];
              return (
                <div key={type} role="group" aria-labelledby={`${id}-${type}`} className="pt-3">
                  <div
                    id={`${id}-${type}`}
                    role="presentation"
                    className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-500"
                  >
                    {searchGroupLabels[type]}
                    {count > group.length ? ` (best ${group.length} of ${count})` : ''}
                  </div>
                  {group.map((hit) => {
                    const mine = hits.indexOf(hit);
                    return (
                      // A real link in the option's place (as DocSearch does): middle-click, Ctrl-click
                      // and "copy link" work; a plain click navigates in the app like Enter.
                      <a
                        key={hit.url}
                        href={hit.url}
                        id={optionId(mine)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={mine === active}
                        onClick={(event) => {
                          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          open(hit);
                        }}
                        onMouseMove={() => mine !== active && setActive(mine)}
                        className="block cursor-pointer rounded-lg px-2 py-2 aria-selected:bg-brand-50"
                      >
                        <span className="block font-medium text-ink-900">
                          <Highlighted text={hit.title} terms={hit.terms} />
                        </span>
                        <span className="line-clamp-2 text-sm text-ink-600">
                          <Highlighted text={hit.summary} terms={hit.terms} />
                        </span>
                      </a>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
        <p className="hidden border-t border-ink-100 px-4 py-2 text-xs text-ink-500 sm:block">↑ ↓ to choose, Enter to open, Esc to close</p>
      </div>
    </dialog>
  );
}
