/**
 * A text box kept in sync with one query parameter (the blog's `search`, spec 4).
 *
 * The prerendered page knows no query string, so until hydration the text is empty; then it
 * takes the URL's value. Typing updates the box at once and replaces the URL without a new
 * history entry or a scroll to the top. The router applies URL changes as transitions, which
 * can lag keystrokes, so the box remembers the values it sent: one of those arriving is the
 * URL catching up, anything else (a link to /blog?search=..., back and forward) resets the box.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

interface BoxState {
  text: string;
  /** The URL value the box last took into account. */
  seen: string;
  /** Values the box sent to the URL that have not arrived yet, oldest first. */
  sent: string[];
}

export function useSearchParamText(name: string): [string, (text: string) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = hydrated ? (searchParams.get(name) ?? '') : '';
  const [box, setBox] = useState<BoxState>({ text: fromUrl, seen: fromUrl, sent: [] });

  let current = box;
  if (fromUrl !== box.seen) {
    const arrived = box.sent.indexOf(fromUrl);
    current =
      arrived === -1
        ? { text: fromUrl, seen: fromUrl, sent: [] }
        : { text: box.text, seen: fromUrl, sent: box.sent.slice(arrived + 1) };
    // Adjusting state while rendering (not in an effect) avoids a frame showing the old text.
    setBox(current);
  }

  const setText = (text: string) => {
    setBox((previous) => ({ ...previous, text, sent: [...previous.sent, text] }));
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (text === '') next.delete(name);
        else next.set(name, text);
        return next;
      },
      { replace: true, preventScrollReset: true, state: { preserveScroll: true } },
    );
  };

  return [current.text, setText];
}
