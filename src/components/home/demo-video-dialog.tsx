/**
 * The Watch Demo button and its modal; the backdrop or the close button dismisses it. A native <dialog> opened with showModal()
 * gives the modal semantics for free: the rest of the page becomes inert (focus stays inside),
 * Escape closes it and focus goes back to the button. A click on the backdrop and the Close
 * button close it too. The video frame exists only while the dialog is open, so the page never
 * loads the external player until a visitor asks for it.
 */
import { Play, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { buttonClass } from '../ui/variants';

export function DemoVideoDialog({
  label,
  title,
  videoUrl,
  buttonClassName,
}: {
  /** Text of the opening button, e.g. "Watch Demo". */
  label: string;
  /** Dialog heading and the frame's title. */
  title: string;
  videoUrl: string;
  buttonClassName?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
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
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          // The dialog box has no padding of its own: a click on the element itself is the backdrop.
          if (event.target === event.currentTarget) closeDialog();
        }}
        onKeyDown={(event) => {
          // The page behind is inert already; keep Tab cycling between Close and the video frame
          // instead of letting it wander off to the browser's toolbar. (Inside the cross-origin
          // frame the player handles its own keys.)
          if (event.key !== 'Tab') return;
          event.preventDefault();
          const frame = dialogRef.current?.querySelector('iframe');
          if (frame && document.activeElement === closeRef.current) frame.focus();
          else closeRef.current?.focus();
        }}
        className={cn(
          'm-auto w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-2xl bg-brand-900 p-0 text-white shadow-2xl',
          'backdrop:bg-ink-900/80 backdrop:backdrop-blur-sm',
        )}
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
          <h2 id={titleId} className="text-base font-semibold sm:text-lg">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={closeDialog}
            className={buttonClass({ variant: 'ghost-inverse', size: 'sm' })}
          >
            <X aria-hidden="true" className="size-4" />
            Close
          </button>
        </div>
        <div className="aspect-video w-full bg-black">
          {open && (
            <iframe
              src={videoUrl}
              title={title}
              width="1024"
              height="576"
              className="h-full w-full border-0"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </dialog>
    </>
  );
}
