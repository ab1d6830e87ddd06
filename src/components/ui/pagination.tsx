/**
 * A list's page bar: Previous, the numbers pageWindow picks (gaps as "…"), Next. The items are
 * plain links to the list's pages (`pathOf`: crawlable, working without scripts), or, given
 * `onSelect`, buttons that page through results in the browser. The current page is marked
 * `aria-current="page"`. Nothing is drawn for a single page.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../router/link';
import { cn } from '../../lib/cn';
import { neighbours, pageWindow } from '../../lib/page-bar';
import { listPagePath, type ListPage } from '../../lib/pagination';
import type { ListView } from '../../hooks/use-list-results';

interface Target {
  pathOf: (page: number) => string;
  onSelect?: ((page: number) => void) | undefined;
}

const itemClass = (current: boolean) =>
  cn(
    'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    current
      ? 'bg-brand-600 text-white ring-brand-600'
      : 'bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
  );

function Item({
  target,
  page,
  current = false,
  label,
  children,
}: {
  target: Target;
  page: number;
  current?: boolean;
  label?: string;
  children: ReactNode;
}) {
  const common = { className: itemClass(current), 'aria-current': current ? ('page' as const) : undefined, 'aria-label': label };
  const { onSelect } = target;
  return onSelect ? (
    <button type="button" onClick={() => onSelect(page)} {...common}>
      {children}
    </button>
  ) : (
    <Link to={target.pathOf(page)} {...common}>
      {children}
    </Link>
  );
}

export function Pagination({ page, label, className, ...target }: { page: ListPage; label: string; className?: string } & Target) {
  if (page.count <= 1) return null;
  const { prev, next } = neighbours(page);
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {prev !== undefined && (
          <li>
            <Item target={target} page={prev} label={`Previous page, page ${prev}`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Previous</span>
            </Item>
          </li>
        )}
        {pageWindow(page).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Item target={target} page={item} current={item === page.number} label={`Page ${item} of ${page.count}`}>
                {item}
              </Item>
            </li>
          ),
        )}
        {next !== undefined && (
          <li>
            <Item target={target} page={next} label={`Next page, page ${next}`}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Item>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The page bar under a list view (useListView): links to the pages of the list at `listPath`,
 * named `label`; while a search or a chip filters the list, buttons over the results' pages.
 */
export function ListPageBar({ bar, listPath, label }: { bar: ListView<unknown>['bar']; listPath: string; label: string }) {
  return (
    <Pagination
      page={bar.page}
      label={bar.select ? 'Search results pages' : label}
      pathOf={(page) => listPagePath(listPath, page)}
      onSelect={bar.select}
      className="mt-12"
    />
  );
}
