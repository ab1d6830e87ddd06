/**
 * The Watch Demo button and its modal; the backdrop or the close button dismisses it. A native <dialog> opened with showModal()
 * gives the modal semantics for free: the rest of the page becomes inert (focus stays inside),
 * Escape closes it and focus goes back to the button. A click on the backdrop and the Close
 * button close it too.
 *
 * Inside, a poster of our own with a play button stands in for the player (the facade pattern):
 * nothing is requested from YouTube, not even a thumbnail, until the visitor presses play. A
 * video file of our own plays in a <video> element the same way.
 */
import { Play, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import type { DemoPlayer } from '../../lib/demo-video';
import { buttonClass } from '../ui/variants';

/** Our own poster with a play button: nothing loads from the player's site until it is pressed. */
function PlayPoster({ player, onPlay }: { player: DemoPlayer; onPlay: () => void }) {
  return (
    <button
      type="button"
      data-player
      onClick={onPlay}
      className="group relative flex h-full w-full flex-col items-center justify-center gap-4 overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgba(29,95,201,0.65),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(34,195,166,0.3),transparent_55%)] bg-brand-900 text-white focus-visible:outline-none"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl ring-8 ring-white/15 transition-transform group-hover:scale-105 group-focus-visible:ring-accent-400 sm:size-20">
        <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current sm:size-8" />
      </span>
      <span className="text-base font-semibold sm:text-lg">Play video</span>
      {player.kind === 'youtube' && <span className="text-xs text-brand-100">Plays from YouTube (youtube-nocookie.com)</span>}
    </button>
  );
}

/** The video itself, once play is pressed: YouTube's frame or a file of our own. */
function Player({ player, title }: { player: DemoPlayer; title: string }) {
  if (player.kind === 'youtube') {
    return (
      <iframe
        data-player
        src={player.src}
        title={title}
        width="1024"
        height="576"
        className="h-full w-full border-0"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return <video data-player src={player.src} title={title} controls autoPlay playsInline className="h-full w-full" />;
}

/**
 * The page behind is inert already; keep Tab cycling between Close and the poster's play button
 * or the player instead of letting it wander off to the browser's toolbar. (Inside the
 * cross-origin frame the player handles its own keys.)
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, close: HTMLButtonElement | null) {
  if (event.key !== 'Tab') return;
  event.preventDefault();
  const other = event.currentTarget.querySelector<HTMLElement>('[data-player]');
  if (other && document.activeElement === close) other.focus();
  else close?.focus();
}

export function DemoVideoDialog({
  label,
  title,
  player,
  buttonClassName,
}: {
  /** Text of the opening button, e.g. "Watch Demo". */
  label: string;
  /** Dialog heading and the frame's title. */
  title: string;
  player: DemoPlayer;
  buttonClassName?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const titleId = useId();

  const openDialog = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const closeDialog = () => dialogRef.current?.close();

  return (
    <>
      <button ref={buttonRef} type="button" aria-haspopup="dialog" className={buttonClassName} onClick={openDialog}>
        <Play aria-hidden="true" className="size-4 fill-current" />
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape, the Close button and the backdrop all end here.
        onClose={() => {
          setOpen(false);
          setPlaying(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          // The dialog box has no padding of its own: a click on the element itself is the backdrop.
          if (event.target === event.currentTarget) closeDialog();
        }}
        onKeyDown={(event) => keepTabInside(event, closeRef.current)}
        className={cn(
          'm-auto w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-2xl bg-brand-900 p-0 text-white shadow-2xl',
          'backdrop:bg-ink-900/80 backdrop:backdrop-blur-sm',
        )}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
          <h2 id={titleId} className="text-base font-semibold sm:text-lg">
            {title}
          </h2>
          <button ref={closeRef} type="button" onClick={closeDialog} className={buttonClass({ variant: 'ghost-inverse', size: 'sm' })}>
            <X aria-hidden="true" className="size-4" />
            Close
          </button>
        </div>
        <div className="aspect-video w-full bg-black">
          {open && !playing && <PlayPoster player={player} onPlay={() => setPlaying(true)} />}
          {open && playing && <Player player={player} title={title} />}
        </div>
      </dialog>
    </>
  );
}
