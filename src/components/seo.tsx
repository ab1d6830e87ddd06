/**
 * The one place pages declare their head: title, description, canonical, Open Graph,
 * Twitter and JSON-LD. Pages pass data; this component turns it into tags.
 *
 * In the browser the tags go through react-helmet-async, which under React 19 renders
 * React's own hoisted <title>/<meta>/<link>. Those are never server-rendered by
 * renderToString, so during prerender the props are handed to a collector instead and the
 * prerenderer writes the same tags (from headTags) into the HTML <head>.
 */
import { createContext, useContext } from 'react';
import { Helmet } from 'react-helmet-async';
import { site } from '@content/site';
import { scriptJson } from '../lib/escape';
import { headTags, type HeadTag, type SeoInput } from '../lib/seo';

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
  return (
    <>
      {!collector && <Helmet>{headTags(props, site).map(renderHeadTag)}</Helmet>}
      {props.jsonLd?.map((data, index) => (
        // JSON-LD must be raw JSON text; scriptJson escapes "<" so it cannot break out.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </>
  );
}
