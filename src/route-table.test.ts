import { describe, expect, it } from 'vitest';
import { sitemapXml, robotsTxt } from '../scripts/sitemap';
import { routeContentOf } from '../scripts/collections';
import { addressBook, buildRoutes as buildTable, knownPaths as knownPathsOf, redirectRules, resolvePath, spellingsOf } from './route-table';

/** The table of these entries, routed as their collections' definitions (scripts/collections.ts) route them. */
const buildRoutes = (entries: Parameters<typeof routeContentOf>[0]) => buildTable(routeContentOf(entries));
const knownPaths = (entries: Parameters<typeof routeContentOf>[0]) => knownPathsOf(routeContentOf(entries));

const content = {
  stories: [
    { slug: 'helmet-story', canonicalPath: '/helmet-story', aliases: ['/End-to-end-AI-Integration'] },
    { slug: 'footwear-story', canonicalPath: '/success-stories/footwear-story', aliases: ['/Footwear-Story'] },
  ],
  articles: [{ slug: 'roi-of-technology', id: 1 }],
  policies: [{ slug: 'cookies', path: '/Cookies', title: 'Cookie Policy' }],
};
const { routes, redirects } = buildRoutes(content);
const byPath = (path: string) => routes.find((route) => route.path === path);

describe('buildRoutes', () => {
  it('serves each story at /{slug} and /success-stories/{slug} with one canonical', () => {
    expect(byPath('/helmet-story')).toMatchObject({
      page: 'story',
      contentSlug: 'helmet-story',
      canonical: '/helmet-story',
      sitemap: true,
    });
    expect(byPath('/success-stories/helmet-story')).toMatchObject({ canonical: '/helmet-story', sitemap: false });
    expect(byPath('/success-stories/footwear-story')).toMatchObject({ sitemap: true });
    expect(byPath('/footwear-story')).toMatchObject({ canonical: '/success-stories/footwear-story', sitemap: false });
  });

  it('serves each article at its root path, /blog/{id} and /blog/{slug}, canonical at the root', () => {
    for (const path of ['/roi-of-technology', '/blog/1', '/blog/roi-of-technology']) {
      expect(byPath(path)).toMatchObject({ page: 'article', contentSlug: 'roi-of-technology', canonical: '/roi-of-technology' });
    }
  });

  it('keeps drafts and scheduled entries of a preview build out of the sitemap and marks them noindex', () => {
    const preview = buildRoutes({
      ...content,
      stories: [{ slug: 'draft-story', canonicalPath: '/draft-story', aliases: [], unpublished: { kind: 'draft' } }],
      articles: [{ slug: 'later', id: 7, unpublished: { kind: 'scheduled', date: '2031-01-01' } }],
    }).routes;
    for (const path of ['/draft-story', '/success-stories/draft-story', '/later', '/blog/7', '/blog/later']) {
      expect(
        preview.find((route) => route.path === path),
        path,
      ).toMatchObject({ sitemap: false, noindex: true });
    }
  });

  it('turns story aliases into redirects to the story', () => {
    const aliasesOnly = (list: readonly { from: string }[]) => list.filter((redirect) => !redirect.from.includes('/page/'));
    expect(aliasesOnly(redirects)).toEqual([
      { from: '/End-to-end-AI-Integration', to: '/helmet-story' },
      { from: '/Footwear-Story', to: '/footwear-story' },
    ]);
    // An alias written with a trailing slash is the address without it.
    const slashed = buildRoutes({
      ...content,
      stories: [{ slug: 'helmet-story', canonicalPath: '/helmet-story', aliases: ['/Old-Helmet/'] }],
    });
    expect(aliasesOnly(slashed.redirects)).toEqual([{ from: '/Old-Helmet', to: '/helmet-story' }]);
  });

  it('answers unknown paths with 404 pages, story paths with the story one', () => {
    expect(byPath('/success-stories/*')).toMatchObject({ page: 'story-not-found', status: 404, outFile: 'success-stories/404.html' });
    expect(byPath('*')).toMatchObject({ page: 'not-found', status: 404, outFile: '404.html' });
    expect(routes.at(-1)!.path).toBe('*');
  });

  it('keeps /backups out of search engines', () => {
    expect(byPath('/backups')).toMatchObject({ noindex: true, sitemap: false, canonical: null });
  });

  it('knows every openable path, aliases included, for link checks', () => {
    const known = knownPaths(content);
    expect(known.has('/contact')).toBe(true);
    expect(known.has('/End-to-end-AI-Integration')).toBe(true);
    expect(known.has('/pricing')).toBe(false);
    expect([...known].some((path) => path.includes('*'))).toBe(false);
  });
});

describe('resolvePath: where a requested path goes', () => {
  const book = addressBook({ routes, redirects });
  const resolve = (path: string) => {
    const answer = resolvePath(path, (candidate) => book.get(candidate));
    if (!answer) return 404;
    return 'route' in answer ? answer.route.path : { redirect: answer.redirect };
  };

  it("answers a page's own path directly, and a redirect's source with its target", () => {
    for (const path of [
      '/',
      '/about',
      '/helmet-story',
      '/success-stories/footwear-story',
      '/roi-of-technology',
      '/blog/1',
      '/blog/roi-of-technology',
      '/Cookies',
    ]) {
      expect(resolve(path), path).toBe(path);
    }
    expect(resolve('/End-to-end-AI-Integration')).toEqual({ redirect: '/helmet-story' });
  });

  it("sends a story's or an article's address in any letter case, with or without a trailing slash, to its page in one step", () => {
    const cases: [string, string][] = [
      ['/HELMET-STORY', '/helmet-story'],
      ['/Helmet-Story/', '/helmet-story'],
      ['/helmet-story/', '/helmet-story'],
      ['/SUCCESS-STORIES/Footwear-Story', '/success-stories/footwear-story'],
      ['/success-stories/FOOTWEAR-STORY/', '/success-stories/footwear-story'],
      ['/ROI-of-Technology', '/roi-of-technology'],
      ['/Blog/ROI-Of-Technology/', '/blog/roi-of-technology'],
      ['/BLOG/1/', '/blog/1'],
    ];
    for (const [from, to] of cases) expect(resolve(from), from).toEqual({ redirect: to });
  });

  it("sends an alias in any letter case, with or without a trailing slash, to its story's page, not to another redirect", () => {
    for (const from of ['/End-to-end-AI-Integration/', '/end-to-end-ai-integration', '/END-TO-END-AI-INTEGRATION/']) {
      expect(resolve(from), from).toEqual({ redirect: '/helmet-story' });
    }
    // An alias that is its own story's slug in other letters goes to the story's page.
    expect(resolve('/FOOTWEAR-STORY/')).toEqual({ redirect: '/footwear-story' });
    expect(resolve('/footwear-story')).toBe('/footwear-story');
    // As written too: every spelling of a page's address leads to that page.
    const other = buildRoutes({
      ...content,
      stories: [{ slug: 'helmet-story', canonicalPath: '/helmet-story', aliases: ['/Success-Stories/Helmet-Story'] }],
    });
    const otherBook = addressBook(other);
    for (const from of ['/Success-Stories/Helmet-Story', '/success-stories/HELMET-STORY/']) {
      expect(
        resolvePath(from, (path) => otherBook.get(path)),
        from,
      ).toEqual({ redirect: '/success-stories/helmet-story' });
    }
  });

  it('drops the trailing slash of any page, and keeps the letter case of fixed screens and policies exact', () => {
    expect(resolve('/about/')).toEqual({ redirect: '/about' });
    expect(resolve('/Cookies/')).toEqual({ redirect: '/Cookies' });
    for (const path of ['/About', '/ABOUT/', '/cookies', '/COOKIES/', '/Contact/Thank-You']) expect(resolve(path), path).toBe(404);
  });

  it('answers unknown paths in any spelling with a 404', () => {
    for (const path of ['/no-such-page', '/No-Such-Page/', '/success-stories/NO-SUCH-STORY', '/blog/99', '/helmet-story/extra', '//']) {
      expect(resolve(path), path).toBe(404);
    }
  });

  it('looks up the spellings it names, in order, and no other', () => {
    expect(spellingsOf('/Helmet-Story/')).toEqual(['/Helmet-Story/', '/Helmet-Story', '/helmet-story']);
    expect(spellingsOf('/about')).toEqual(['/about']);
    expect(spellingsOf('/')).toEqual(['/']);
    // A page found under another spelling is reached at that spelling, whichever route of the
    // page its answer names (the browser's payloads are shared by a story's two addresses).
    const shared = byPath('/helmet-story')!;
    expect(
      resolvePath('/Success-Stories/Helmet-Story/', (path) => (path === '/success-stories/helmet-story' ? { route: shared } : undefined)),
    ).toEqual({
      redirect: '/success-stories/helmet-story',
    });
    const asked: string[] = [];
    resolvePath('/No-Such/', (path) => void asked.push(path));
    expect(new Set(asked)).toEqual(new Set(spellingsOf('/No-Such/')));
  });

  it('gives rules for a pattern-matching server (nginx) that redirect exactly where resolvePath does', () => {
    const rules = redirectRules({ routes, redirects });
    const exact = new Map(rules.exact.map((rule) => [rule.from, rule.to]));
    // Like nginx's map: plain keys ignore letter case; each any-case source also with a slash.
    const anyCase = new Map(
      rules.anyCase.flatMap((rule) => [
        [rule.from, rule.to],
        [`${rule.from}/`, rule.to],
      ]),
    );
    const byRules = (path: string) => {
      const own = book.get(path);
      if (own && 'route' in own) return path;
      const to = anyCase.get(path.toLowerCase()) ?? exact.get(path);
      return to === undefined ? 404 : { redirect: to };
    };
    const requested = [...book.keys()].flatMap((path) => [
      path,
      `${path}/`,
      path.toUpperCase(),
      `${path.toUpperCase()}/`,
      path.replace(/^\/./, (start) => start.toUpperCase()),
    ]);
    for (const path of [...requested, '/no-such-page', '/No-Such-Page/']) expect(byRules(path), path).toEqual(resolve(path));
  });
});

describe('sitemap and robots', () => {
  const site = { origin: 'https://www.translytix.example' };
  const xml = sitemapXml(site, routes);

  it('lists canonical URLs only, once each', () => {
    expect(xml).toContain('<loc>https://www.translytix.example/helmet-story</loc>');
    expect(xml).toContain('<loc>https://www.translytix.example/success-stories/footwear-story</loc>');
    expect(xml).not.toContain('/success-stories/helmet-story<');
    expect(xml).not.toContain('/blog/1<');
    expect(xml).not.toContain('/backups');
    expect(xml.match(/<loc>/g)).toHaveLength(routes.filter((route) => route.sitemap).length);
  });

  it('points robots at the sitemap and lets crawlers read noindex pages, so they see the noindex', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://www.translytix.example/sitemap.xml');
    expect(robotsTxt(site)).not.toContain('Disallow');
  });
});
