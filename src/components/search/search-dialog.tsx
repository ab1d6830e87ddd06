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
  const { dialog, onClose } = useModal(whenClosed);
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);

  const [outcome, setOutcome] = useQueryOutcome(query, () => setActive(-1));
  const countSettled = useSearchCounting(outcome);

  const shown = outcome && outcome.query === query && query.trim() !== '' ? outcome : undefined;
  const hits = shown && 'hits' in shown ? searchTypes.flatMap((type) => shown.hits.filter((hit) => hit.type === type)) : [];
  const optionId = (index: number) => `${id}-hit-${index}`;
  const listId = `${id}-list`;

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    countSettled();
    onClose();
    void navigate(hit.url);
  };

  const onKeyDown = useHitKeys(hits, active, setActive, open, optionId);

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
        <SearchField
          query={query}
          listId={listId}
          expanded={hits.length > 0}
          activeId={active >= 0 ? optionId(active) : undefined}
          onChange={(value) => {
            setQuery(value);
            // An emptied box abandons the query before it: it never counts.
            if (value.trim() === '') setOutcome(undefined);
          }}
          onKeyDown={onKeyDown}
          onClose={onClose}
        />
        <p role="status" className="px-4 pt-3 text-sm text-ink-600">
          {searchStatus(query, shown)}
        </p>
        {hits.length > 0 && shown && 'counts' in shown && (
          <HitList
            id={id}
            listId={listId}
            hits={hits}
            counts={shown.counts}
            active={active}
            optionId={optionId}
            onOpen={open}
            onHover={setActive}
          />
        )}
        <p className="hidden border-t border-ink-100 px-4 py-2 text-xs text-ink-500 sm:block">↑ ↓ to choose, Enter to open, Esc to close</p>
      </div>
    </dialog>
  );
}

/**
 * The modal <dialog>: shown when the component mounts (the search starts loading then), closed
 * when it unmounts. `onClose` closes it first, which puts the focus back where it was when it
 * opened (the page itself after Ctrl-K); `whenClosed` then moves it to the header button.
 */
function useModal(whenClosed: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onClose = () => {
    dialog.current?.close();
    whenClosed();
  };
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    void siteSearch().catch(() => undefined);
    return () => element.close();
  }, []);
  return { dialog, onClose };
}

/**
 * The field's keys: the arrows move the active hit (round the list), Enter opens it (or the
 * first hit); the active hit is kept scrolled into view.
 */
function useHitKeys(
  hits: SearchHit[],
  active: number,
  setActive: (update: (index: number) => number) => void,
  open: (hit: SearchHit | undefined) => void,
  optionId: (index: number) => string,
) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });
  return (event: React.KeyboardEvent<HTMLInputElement>) => {
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
}

/** The listbox: the hits grouped by type, in the order of `searchTypes`. */
function HitList({
  id,
  listId,
  counts,
  ...group
}: {
  id: string;
  listId: string;
  hits: SearchHit[];
  counts: Record<SearchType, number>;
  active: number;
  optionId: (index: number) => string;
  onOpen: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div id={listId} role="listbox" aria-label="Search results" className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
      {searchTypes.map((type) => (
        <HitGroup key={type} type={type} groupId={`${id}-${type}`} count={counts[type]} {...group} />
      ))}
    </div>
  );
}

/**
 * The answer to the query typed, kept with the query it answers; an answer that arrives after a
 * newer query was typed is dropped. `onAnswer` runs with each answer (the active hit resets).
 */
function useQueryOutcome(query: string, onAnswer: () => void) {
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  useEffect(() => {
    let current = true;
    if (query.trim() === '') return;
    siteSearch()
      .then((search) => search.search(query, PER_TYPE))
      .then(
        ({ hits, counts }) => current && (setOutcome({ query, hits, counts }), onAnswer()),
        () => current && setOutcome({ query, failed: true }),
      );
    return () => {
      current = false;
    };
    // onAnswer is a fresh closure each render; only a new query asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  return [outcome, setOutcome] as const;
}

/**
 * One site_search event per query the visitor settled on: after a pause, or when they open a
 * hit or close the dialog before it. The same term twice in a row counts once. Returns what
 * counts the pending query now (opening a hit does).
 */
function useSearchCounting(outcome: Outcome | undefined) {
  const counted = useRef<{ pending?: ReturnType<typeof setTimeout>; count?: () => void; last?: string }>({});
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
  return () => counted.current.count?.();
}

/** The status line under the field: a prompt, progress, a failure, or how many pages match. */
function searchStatus(query: string, shown: Outcome | undefined): string {
  const total = shown && 'counts' in shown ? searchTypes.reduce((sum, type) => sum + shown.counts[type], 0) : 0;
  if (query.trim() === '') return 'Type to search stories, articles, policies and pages.';
  if (!shown) return 'Searching…';
  if ('failed' in shown) return 'The search could not be loaded. Check your connection and try again.';
  if (total === 0) return `Nothing matches “${query.trim()}”.`;
  return `${total} ${total === 1 ? 'page matches' : 'pages match'}.`;
}

/** The hits of one type under their heading; `hits` is the whole list, whose order the ids follow. */
function HitGroup({
  type,
  groupId,
  hits,
  count,
  active,
  optionId,
  onOpen,
  onHover,
}: {
  type: SearchType;
  groupId: string;
  hits: SearchHit[];
  count: number;
  active: number;
  optionId: (index: number) => string;
  onOpen: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  const group = hits.filter((hit) => hit.type === type);
  if (group.length === 0) return null;
  return (
    <div role="group" aria-labelledby={groupId} className="pt-3">
      <div id={groupId} role="presentation" className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-500">
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
              onOpen(hit);
            }}
            onMouseMove={() => mine !== active && onHover(mine)}
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
}

/** The combobox's field, with its search icon and the Close button. */
function SearchField({
  query,
  listId,
  expanded,
  activeId,
  onChange,
  onKeyDown,
  onClose,
}: {
  query: string;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  onChange: (value: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
}) {
  return (
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search the site"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none"
      />
      <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm font-medium text-ink-600 hover:bg-ink-50">
        Close
      </button>
    </div>
  );
}
