/**
 * What tells a visitor that /backups is a product demonstration: the notice on its first screen,
 * and, once a button is pressed, a note of what that button would do in the product (nothing is
 * changed: the data are samples). The words are the page copy's (content/pages/backups.yaml, demo).
 */
import { Info, X } from 'lucide-react';
import type { BackupsPage } from '../../content/pages-schema';

export type DemoActionKey = keyof BackupsPage['demo']['actions'];

/** A pressed button: its label and what it was pressed for (a backup's name, or "3 selected backups"). */
export interface PressedAction {
  action: DemoActionKey;
  label: string;
  target?: string;
}

/** A press: the note to show, and what the console log names (the action and the backups' ids). */
export type DemoActionHandler = (pressed: PressedAction, logged: { name: string; ids: readonly string[] }) => void;

/** The first screen's notice: an interactive demonstration with sample data. */
export function DemoNotice({ demo }: { demo: BackupsPage['demo'] }) {
  return (
    <div
      role="note"
      data-demo-notice=""
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 sm:text-base"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        <strong className="font-semibold">{demo.label}</strong> {demo.text}
      </p>
    </div>
  );
}

/**
 * The note after a press, at the bottom of the screen wherever the button was; a polite live
 * region, present from the start so screen readers announce each new note.
 */
export function ActionNote({ demo, pressed, onClose }: { demo: BackupsPage['demo']; pressed: PressedAction | null; onClose: () => void }) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {pressed && (
        <div
          data-action-note=""
          className="pointer-events-auto flex w-full max-w-md gap-3 rounded-xl bg-ink-900 p-4 text-sm text-white shadow-xl"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">
              {pressed.label}
              {pressed.target && `: ${pressed.target}`}
            </p>
            <p className="mt-1 text-ink-100">
              {demo.actions[pressed.action]} {demo.nothingChanged}
            </p>
          </div>
          <button
            type="button"
            aria-label="Close this note"
            onClick={onClose}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-100 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
