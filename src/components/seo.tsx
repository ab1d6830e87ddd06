/**
 * The one place pages declare their head: title, description, canonical, Open Graph,
 * Twitter and JSON-LD. Pages pass data; this component turns it into tags.
 *
 * In the browser they are React 19's own <title>/<meta>/<link>, which React hoists into the
 * document's <head> wherever they render (react-helmet-async did only this under React 19,
 * for 5.6 KB brotli on every page; docs/decisions.md has the figures). React hoists them
 * only when it renders the whole document, and the prerenderer renders #root, so during
 * prerender the props go to a collector instead and the prerenderer writes the same tags
 * (from headTags) into the HTML <head>, with the JSON-LD.
 *
 * The JSON-LD is written only there: it is for crawlers, which read the prerendered page, and
 * building it in the browser cost every page ~1.3 KB gzip of builders and their hydration work.
 */
import { createContext, useContext } from 'react';
import { site } from '@content/site';
import type { RouteEntry } from '../route-table';
import { breadcrumbJsonLd, headTags, organizationJsonLd, type HeadTag, type SeoInput, type StructuredData } from '../lib/seo';

/** Receives the page's head during prerender. */
export interface HeadCollector {
  collect(seo: SeoInput): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function renderHeadTag(tag: HeadTag, key: number) {
  switch (tag.tag) {
    case 'title':
      return <title key={key}>{tag.text}</title>;
    case 'meta':
      return <meta key={key} {...tag.attrs} />;
    case 'link':
      return <link key={key} {...tag.attrs} />;
  }
}

export function Seo(input: SeoInput) {
  // A preview build is for reviewers: no page of it may be indexed.
  const props = __PREVIEW_BUILD__ ? { ...input, noindex: true } : input;
  const collector = useContext(HeadCollectorContext);
  collector?.collect(props);
  return <>{!collector && headTags(props, site).map(renderHeadTag)}</>;
}

/**
 * The head of a company page (about, team, services, contact, industries, a policy): its
 * title and description from content, the organisation and a Home › page breadcrumb as
 * JSON-LD, plus any `extraJsonLd` (the contact page's FAQ, the industries' list).
 */
export function CompanyPageSeo({
  seo,
  route,
  crumb,
  extraJsonLd = [],
}: {
  seo: { title: string; description: string };
  route: Pick<RouteEntry, 'path' | 'canonical' | 'noindex'>;
  /** The page's own breadcrumb; defaults to its title at its address. */
  crumb?: { name: string; path: string };
  extraJsonLd?: readonly StructuredData[];
}) {
  const here = crumb ?? { name: seo.title, path: route.path };
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      canonicalPath={route.canonical}
      noindex={route.noindex}
      jsonLd={
        import.meta.env.SSR
          ? [organizationJsonLd(site), breadcrumbJsonLd(site, [{ name: 'Home', path: '/' }, here]), ...extraJsonLd]
          : undefined
      }
    />
  );
}
