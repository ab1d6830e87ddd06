/**
 * The strip across a preview build's pages (`npm run build -- --preview`, `npm run dev`): a
 * reviewer sees at once that this is not the live site, and which page is a draft or scheduled.
 */
import { Eye } from 'lucide-react';
import type { Unpublished } from '../../content/types';
import { formatLongDate } from '../../lib/dates';

export function PreviewBanner() {
  if (!__PREVIEW_BUILD__) return null;
  return (
    <div role="note" aria-label="Preview" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink-900">
      <Eye aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      Preview: drafts and scheduled entries are shown; this build is not the live site.
    </div>
  );
}

/** Says on a story or article page why it is not live yet. */
export function UnpublishedNotice({ unpublished }: { unpublished?: Unpublished }) {
  if (!unpublished) return null;
  return (
    <p className="mb-4 inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
      {unpublished.kind === 'draft' ? 'Draft: not published' : `Scheduled: goes live on ${formatLongDate(unpublished.date)}`}
    </p>
  );
}
