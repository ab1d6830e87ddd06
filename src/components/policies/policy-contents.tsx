/**
 * "On this page": the sections of a policy. A disclosure on phones (a <details>, so it opens
 * without scripts) and a sticky column beside the text on wide screens.
 */
import type { PolicyHeading } from '../../content/types';

function ContentsList({ headings }: { headings: readonly PolicyHeading[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="block rounded-md px-2 py-1.5 text-ink-600 hover:bg-ink-50 hover:text-brand-700">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

export function PolicyContents({ headings }: { headings: readonly PolicyHeading[] }) {
  if (headings.length < 2) return null;
  return (
    <>
      <details className="rounded-xl border border-ink-100 bg-ink-50 p-4 lg:hidden">
        <summary className="cursor-pointer text-sm font-semibold text-ink-900">On this page</summary>
        <nav aria-label="On this page (phone)" className="mt-3">
          <ContentsList headings={headings} />
        </nav>
      </details>
      <nav aria-label="On this page" className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
        <p className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-500">On this page</p>
        <div className="mt-3">
          <ContentsList headings={headings} />
        </div>
      </nav>
    </>
  );
}
