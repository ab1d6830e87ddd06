import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { Story } from '../../content/types';
import { buttonClass } from '../ui/variants';
import { downloadPdf } from './download-pdf';

/**
 * A plain link to the PDF with the download attribute (works before and without JavaScript),
 * enhanced to fetch and save it under the story's file name, with the new-tab fallback.
 */
export function DownloadPdfLink({ story, className }: { story: Pick<Story, 'pdfPath' | 'pdfFileName'>; className?: string }) {
  const [busy, setBusy] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, save as...) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void downloadPdf(story.pdfPath, story.pdfFileName).finally(() => setBusy(false));
  };

  return (
    <a
      href={story.pdfPath}
      download={story.pdfFileName}
      type="application/pdf"
      aria-busy={busy}
      onClick={onClick}
      className={buttonClass({ variant: 'inverse', size: 'lg', className })}
    >
      <Download aria-hidden="true" className="size-5" />
      Download PDF
    </a>
  );
}
