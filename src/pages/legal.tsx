import { isValidElement, type ComponentPropsWithoutRef, type ComponentType, type ReactNode } from 'react';
import { legalPages } from '@content/legal';
import { formatLongDate } from '../lib/dates';
import { site } from '@content/site';
import { PolicyContents } from '../components/legal/policy-contents';
import { CompanyPageSeo } from '../components/seo';
import { headingId } from '../lib/heading-id';
import type { PageProps } from '../router/pages';
import NotFound from './not-found';

/**
 * Policy bodies are MDX files in content/legal. They are bundled into this page's chunk
 * eagerly: two short documents, and an eager import keeps prerender and hydration identical.
 */
const bodies = import.meta.glob<{ default: ComponentType<{ components?: object }> }>('../../content/legal/*.mdx', { eager: true });

/** Policy tables scroll inside their own box on narrow screens instead of widening the page. */
function ScrollableTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    // Focusable so keyboard users can scroll it; labelled so screen readers announce it.
    <div className="overflow-x-auto" role="region" aria-label="Table (scrolls sideways)" tabIndex={0}>
      <table {...props} className="min-w-[36rem]" />
    </div>
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

export default function LegalPage({ route }: PageProps) {
  const page = legalPages.find((candidate) => candidate.slug === route.contentSlug);
  const Body = bodies[`../../content/legal/${route.contentSlug}.mdx`]?.default;
  if (!page || !Body) return <NotFound route={route} />;
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
        <div className="prose prose-slate mt-8 max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-table:text-sm">
          <Body components={{ table: ScrollableTable, h2: SectionHeading, WithTagManager, WithoutTagManager }} />
        </div>
      </article>
    </div>
  );
}
