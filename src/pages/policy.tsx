import {
  Children,
  cloneElement,
  isValidElement,
  use,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { policyPages } from '@content/policies';
import { formatLongDate } from '../lib/dates';
import { site } from '@content/site';
import { PolicyContents } from '../components/policies/policy-contents';
import { deferred, loadBeforePrerender } from '../components/deferred';
import { KeptAsPrerendered, useMountedByHydration } from '../components/kept-as-prerendered';
import { CompanyPageSeo } from '../components/seo';
import { headingId } from '../lib/heading-id';
import type { PageProps } from '../router/pages';

// Only for a policy route without its body (which the content build does not let happen): a
// chunk of its own, so the not-found screen stays out of the code every page shares.
const NotFound = deferred(() => import('./not-found').then((module) => module.default));

/**
 * Policy bodies are MDX files in content/legal, a chunk each: a policy's page downloads its
 * own body, not every policy's, and only after client navigation: a prerendered policy keeps
 * its body's HTML when it hydrates (KeptAsPrerendered), so a first visit downloads no body at
 * all. After client navigation the page waits for it like for its own chunk (PolicyBodyChunk
 * suspends). The prerenderer loads them all first (loadBeforePrerender).
 */
type PolicyBody = ComponentType<{ components?: object }>;
const bodyModules = import.meta.glob<{ default: PolicyBody }>('../../content/legal/*.mdx');
const bodyFile = (slug: string) => `../../content/legal/${slug}.mdx`;
/** Bodies that have arrived, by slug; read while rendering, like loadedPages in src/router/pages.tsx. */
const loadedBodies: Partial<Record<string, PolicyBody>> = {};
const bodyRequests = new Map<string, Promise<void>>();

function loadBody(slug: string): Promise<void> {
  let request = bodyRequests.get(slug);
  if (!request) {
    const load = bodyModules[bodyFile(slug)];
    request = load
      ? load().then((module) => {
          loadedBodies[slug] = module.default;
        })
      : Promise.resolve();
    bodyRequests.set(slug, request);
  }
  return request;
}

loadBeforePrerender(() => Promise.all(policyPages.map((page) => loadBody(page.slug))));

/** Suspends until a policy's body has arrived; PolicyPage then renders it. */
function PolicyBodyChunk({ slug }: { slug: string }) {
  use(loadBody(slug));
  return null;
}

type WithChildren = ReactElement<{ children?: ReactNode }>;
const elementsOf = (node: ReactNode) => Children.toArray(node).filter((child): child is WithChildren => isValidElement(child));

/**
 * A policy table. A four-column table does not fit a phone, and a column that starts past the
 * screen's edge goes unread even when its box scrolls; so below the sm breakpoint each row is
 * a block: its first cell as the row's title, every other cell under its column's header
 * (written by CSS from data-label, so the Markdown stays a plain table; shown, not spoken, as
 * the cell still belongs to its column for screen readers). From sm up, where the text column
 * is at least 592px wide, it is an ordinary table.
 */
function PolicyTable({ children, ...props }: ComponentPropsWithoutRef<'table'>) {
  const parts = elementsOf(children);
  const headerRow = elementsOf(parts.find((part) => part.type === 'thead')?.props.children)[0];
  const labels = elementsOf(headerRow?.props.children).map((cell) => textOf(cell.props.children));
  const labelled = parts.map((part) =>
    part.type !== 'tbody'
      ? part
      : cloneElement(
          part,
          undefined,
          elementsOf(part.props.children).map((row) =>
            cloneElement(
              row,
              undefined,
              elementsOf(row.props.children).map((cell, column) =>
                column === 0 ? cell : cloneElement(cell, { 'data-label': labels[column] } as object),
              ),
            ),
          ),
        ),
  );
  return (
    <table
      {...props}
      className="max-sm:block max-sm:[&_tbody]:block max-sm:[&_td]:block max-sm:[&_td]:px-0 max-sm:[&_td]:py-1 max-sm:[&_td:first-child]:font-semibold max-sm:[&_td:first-child]:text-ink-900 max-sm:[&_td]:before:block max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold max-sm:[&_td]:before:uppercase max-sm:[&_td]:before:tracking-wide max-sm:[&_td]:before:text-ink-500 max-sm:[&_td]:before:content-[attr(data-label)_/_''] max-sm:[&_thead]:sr-only max-sm:[&_tr]:block max-sm:[&_tr]:py-3"
    >
      {labelled}
    </table>
  );
}

/** The words of rendered Markdown, whatever inline elements hold them. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A section heading, with the anchor the table of contents links to (the same headingId the compiler used). */
function SectionHeading(props: ComponentPropsWithoutRef<'h2'>) {
  return <h2 {...props} id={headingId(textOf(props.children))} />;
}

/** Passages that describe Google Tag Manager only when site.yaml configures a container (src/consent/tag-manager.ts). */
const WithTagManager = ({ children }: { children?: ReactNode }) => (site.googleTagManagerId ? children : null);
const WithoutTagManager = ({ children }: { children?: ReactNode }) => (site.googleTagManagerId ? null : children);

export default function PolicyPage({ route }: PageProps) {
  const page = policyPages.find((candidate) => candidate.slug === route.contentSlug);
  const slug = route.contentSlug ?? '';
  const Body = loadedBodies[slug];
  const hydrated = useMountedByHydration();
  if (!page || !bodyModules[bodyFile(slug)]) return <NotFound route={route} />;
  // Hydrating, the body stays as prerendered (KeptAsPrerendered) and its chunk is not needed.
  if (!Body && !hydrated) return <PolicyBodyChunk slug={slug} />;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-20">
      <CompanyPageSeo seo={page} route={route} />
      <aside>
        <PolicyContents headings={page.headings} />
      </aside>
      <article className="min-w-0 max-w-3xl">
        <header className="border-b border-ink-100 pb-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900">{page.title}</h1>
          <p className="mt-3 text-ink-600">
            Last updated <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
          </p>
        </header>
        <KeptAsPrerendered
          part={slug}
          className="prose prose-slate mt-8 max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-table:text-sm"
        >
          {() => Body && <Body components={{ table: PolicyTable, h2: SectionHeading, WithTagManager, WithoutTagManager }} />}
        </KeptAsPrerendered>
      </article>
    </div>
  );
}
