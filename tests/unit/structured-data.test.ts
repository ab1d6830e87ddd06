/**
 * The structured-data checker the e2e suite runs over every built page: what the site's own
 * builders write passes, and each way a block can be unusable to a crawler is reported.
 */
import { describe, expect, it } from 'vitest';
import { compiledFixtures } from '../../scripts/content/test-support';
import { scriptJson } from '../../src/lib/escape';
import { articleJsonLd, profilePageJsonLd } from '../../src/lib/article-json-ld';
import { breadcrumbJsonLd, caseStudyJsonLd, itemListJsonLd, organizationJsonLd, websiteJsonLd } from '../../src/lib/seo';
import { jsonLdScripts, structuredDataProblems } from '../e2e/support/structured-data';

const { content, article } = await compiledFixtures();
const { site } = content;

/** The problems of `data` written as the page writes it, after `edit`. */
function problemsOf(data: object, edit: (node: Record<string, unknown>) => void = () => {}): string[] {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  edit(copy);
  return structuredDataProblems(scriptJson(copy));
}

const articleData = articleJsonLd(site, article, `/${article.slug}`, 120);
const crumbs = breadcrumbJsonLd(site, [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
]);
const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Twelve weeks.' } }],
};

describe('structuredDataProblems', () => {
  it("passes every block the site's builders write", () => {
    const blocks = [
      articleData,
      caseStudyJsonLd(site, {
        headline: 'H',
        description: 'D',
        path: '/s',
        datePublished: '2025-06-15',
        keywords: ['k'],
        about: 'Retail',
        readingMinutes: 3,
      }),
      crumbs,
      organizationJsonLd(site),
      websiteJsonLd(site),
      itemListJsonLd(site, 'Stories', [{ name: 'One', path: '/one' }]),
      faq,
      profilePageJsonLd({ name: 'Priya Kulkarni', role: 'CTO', group: false, path: '/authors/priya-kulkarni' }, site),
    ];
    for (const block of blocks) expect(problemsOf(block), JSON.stringify(block)).toEqual([]);
  });

  it('reports text that is not JSON, or not one object', () => {
    expect(structuredDataProblems('{"@context": "https://schema.org",}')).toEqual([expect.stringMatching(/^not valid JSON/)]);
    expect(structuredDataProblems('[]')).toEqual(['must be one JSON object']);
  });

  it('reports another context and an unknown or missing type', () => {
    expect(problemsOf(crumbs, (node) => (node['@context'] = 'http://schema.org'))).toEqual([
      '@context must be "https://schema.org", found "http://schema.org"',
    ]);
    expect(problemsOf(crumbs, (node) => (node['@type'] = 'BreadCrumbList'))).toEqual([
      expect.stringMatching(/^@type "BreadCrumbList" is none of /),
    ]);
    expect(problemsOf(crumbs, (node) => delete node['@type'])).toEqual([expect.stringMatching(/^@type undefined is none of /)]);
  });

  it("reports an Article without what Google requires: headline, date, image, author's name", () => {
    expect(problemsOf(articleData, (node) => delete node.headline)).toEqual(['Article: headline is missing']);
    expect(problemsOf(articleData, (node) => (node.datePublished = '2025-02-30'))).toEqual([
      'Article: datePublished must be an ISO 8601 date, found "2025-02-30"',
    ]);
    expect(problemsOf(articleData, (node) => (node.datePublished = '15-06-2025'))).toHaveLength(1);
    expect(problemsOf(articleData, (node) => (node.image = ['/og/a.png']))).toEqual([
      expect.stringMatching(/^Article: image must be one or more absolute URLs/),
    ]);
    expect(problemsOf(articleData, (node) => delete node.image)).toHaveLength(1);
    expect(problemsOf(articleData, (node) => delete node.author)).toEqual(['Article: author is missing']);
    expect(problemsOf(articleData, (node) => (node.author = { '@type': 'Person' }))).toEqual(['Article: author[0]: name is missing']);
    expect(problemsOf(articleData, (node) => (node.author = 'Jane'))).toEqual(['Article: author[0] must be a Person or an Organization']);
    expect(problemsOf(articleData, (node) => (node.timeRequired = '5 mins'))).toEqual([
      'Article: timeRequired must be an ISO 8601 duration, found "5 mins"',
    ]);
  });

  it('reports breadcrumbs out of order, without a name or with a relative address', () => {
    const edit = (change: (item: Record<string, unknown>) => void) => (node: Record<string, unknown>) =>
      change((node.itemListElement as Record<string, unknown>[])[1]!);
    expect(
      problemsOf(
        crumbs,
        edit((item) => (item.position = 1)),
      ),
    ).toEqual(['BreadcrumbList: itemListElement[1]: position must be 2, found 1']);
    expect(
      problemsOf(
        crumbs,
        edit((item) => delete item.name),
      ),
    ).toEqual(['BreadcrumbList: itemListElement[1]: name is missing']);
    expect(
      problemsOf(
        crumbs,
        edit((item) => (item.item = '/blog')),
      ),
    ).toEqual(['BreadcrumbList: itemListElement[1]: item must be an absolute URL, found "/blog"']);
    expect(problemsOf(crumbs, (node) => (node.itemListElement = []))).toEqual(['BreadcrumbList: itemListElement must be a non-empty list']);
  });

  it('reports an Organization without name, url or logo, and a search box whose template lacks its placeholder', () => {
    const organization = organizationJsonLd(site);
    expect(problemsOf(organization, (node) => delete node.logo)).toEqual(['Organization: logo must be an absolute URL, found undefined']);
    expect(problemsOf(organization, (node) => delete node.name)).toEqual(['Organization: name is missing']);
    expect(problemsOf(organization, (node) => (node.url = 'www.example.com'))).toHaveLength(1);
    const website = websiteJsonLd(site);
    expect(
      problemsOf(
        website,
        (node) => ((node.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate = `${site.origin}/blog?search={query}`),
      ),
    ).toEqual([
      `WebSite: SearchAction target must be an absolute URL template containing {search_term_string}, found "${site.origin}/blog?search={query}"`,
    ]);
    expect(
      problemsOf(website, (node) => ((node.potentialAction as Record<string, unknown>)['query-input'] = 'search_term_string')),
    ).toHaveLength(1);
  });

  it("reports an author's profile page whose person has no name", () => {
    const profile = profilePageJsonLd({ name: 'Priya Kulkarni', role: 'CTO', group: false, path: '/authors/priya-kulkarni' }, site);
    expect(problemsOf(profile, (node) => delete (node.mainEntity as Record<string, unknown>).name)).toEqual([
      'ProfilePage: mainEntity: name is missing',
    ]);
  });

  it('reports a FAQ entry without its answer', () => {
    expect(problemsOf(faq, (node) => delete (node.mainEntity as Record<string, unknown>[])[0]!.acceptedAnswer)).toEqual([
      'FAQPage: mainEntity[0]: acceptedAnswer must be an Answer with text',
    ]);
  });
});

describe('jsonLdScripts', () => {
  it('reads only JSON-LD scripts, their text as written', () => {
    const html = `<head><script type="module" src="/a.js"></script><script type="application/ld+json">{"a":"&amp;\\u003c"}</script></head><body><script>var x = 1;</script><script type="application/ld+json">{}</script></body>`;
    expect(jsonLdScripts(html)).toEqual(['{"a":"&amp;\\u003c"}', '{}']);
  });
});
