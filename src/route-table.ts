/**
 * THE route table. The client router, the prerenderer, the sitemap, the server's redirects
 * and the content link checker all read it; nothing else lists routes.
 *
 * It is pure data built from the content indexes, so Node scripts can import it without
 * React or Vite. Which component draws each `page` lives in src/router/pages.tsx.
 */
import type { ArticleSummary, LegalPage, Story } from './content/types';

/** Screens, one file each in src/pages/<key>.tsx. */
export type PageKey =
  | 'home'
  | 'about'
  | 'team'
  | 'services'
  | 'success-stories'
  | 'story'
  | 'story-not-found'
  | 'blog'
  | 'article'
  | 'contact'
  | 'thank-you'
  | 'backups'
  | 'legal'
  | 'not-found';

export interface RouteEntry {
  /** react-router path pattern; concrete for every prerendered page. */
  path: string;
  page: PageKey;
  /** Slug of the story, article or legal page the screen shows. */
  contentSlug?: string;
  /** Path whose origin-prefixed URL is the canonical link; null for pages with none. */
  canonical: string | null;
  /** Listed in sitemap.xml (canonical, indexable pages only). */
  sitemap: boolean;
  /** Marked noindex for search engines. */
  noindex: boolean;
  /** HTTP status the server answers with. */
  status: 200 | 404;
  /** Where the prerendered HTML goes, relative to dist/ (e.g. "about/index.html"). */
  outFile: string;
}

export interface Redirect {
  from: string;
  to: string;
}

/** The little the route table needs to know of the content (see .generated/content/route-index). */
export interface RouteContent {
  stories: readonly Pick<Story, 'slug' | 'canonicalPath' | 'aliases' | 'unpublished'>[];
  articles: readonly Pick<ArticleSummary, 'slug' | 'id' | 'unpublished'>[];
  legal: readonly Pick<LegalPage, 'slug' | 'path' | 'title'>[];
}

/** Reduce compiled content to what routing needs, so the client entry stays small. */
export function routeContent(content: RouteContent): RouteContent {
  return {
    stories: content.stories.map(({ slug, canonicalPath, aliases, unpublished }) => ({ slug, canonicalPath, aliases, ...(unpublished && { unpublished }) })),
    articles: content.articles.map(({ slug, id, unpublished }) => ({ slug, id, ...(unpublished && { unpublished }) })),
    legal: content.legal.map(({ slug, path, title }) => ({ slug, path, title })),
  };
}

/** Fixed paths of the site's screens. */
export const paths = {
  home: '/',
  about: '/about',
  team: '/team',
  services: '/services',
  successStories: '/success-stories',
  blog: '/blog',
  contact: '/contact',
  thankYou: '/contact/thank-you',
  backups: '/backups',
} as const;

/** The server's API: every path under `prefix` is answered by the Node server (nginx proxies it). */
export const apiPaths = {
  prefix: '/api/',
  /** The demo-request form's POST. */
  sendEmail: '/api/send_email/',
} as const;

/** The navigation bar's links, in order. The /services label is the offering's name (site config). */
export const navLinks = [
  { path: paths.home, label: 'Home' },
  { path: paths.about, label: 'About Us' },
  { path: paths.team, label: 'Team' },
  { path: paths.services, label: 'offering' },
  { path: paths.successStories, label: 'Success Stories' },
  { path: paths.blog, label: 'Blog' },
  { path: paths.contact, label: 'Contact' },
] as const;

/** Prefix under which unknown paths get the story-specific not-found view. */
export const storyPrefix = `${paths.successStories}/`;

export const storyPaths = (slug: string) => [`/${slug}`, `${storyPrefix}${slug}`];
export const articlePaths = (article: Pick<ArticleSummary, 'slug' | 'id'>) => [
  `/${article.slug}`,
  `${paths.blog}/${article.id}`,
  `${paths.blog}/${article.slug}`,
];

function outFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

function page(path: string, page: PageKey, extra: Partial<RouteEntry> = {}): RouteEntry {
  return {
    path,
    page,
    canonical: path,
    sitemap: true,
    noindex: false,
    status: 200,
    outFile: outFileFor(path),
    ...extra,
  };
}

export function buildRoutes(content: RouteContent): { routes: RouteEntry[]; redirects: Redirect[] } {
  const routes: RouteEntry[] = [
    page(paths.home, 'home'),
    page(paths.about, 'about'),
    page(paths.team, 'team'),
    page(paths.services, 'services'),
    page(paths.successStories, 'success-stories'),
    page(paths.blog, 'blog'),
    page(paths.contact, 'contact'),
    // Where a demo request lands: its own address, so analytics counts the conversion.
    page(paths.thankYou, 'thank-you', { canonical: null, sitemap: false, noindex: true }),
    // An internal screen with sample data: reachable, never indexed or linked.
    page(paths.backups, 'backups', { canonical: null, sitemap: false, noindex: true }),
  ];

  for (const legal of content.legal) {
    routes.push(page(legal.path, 'legal', { contentSlug: legal.slug }));
  }
  for (const story of content.stories) {
    for (const path of storyPaths(story.slug)) {
      routes.push(
        page(path, 'story', {
          contentSlug: story.slug,
          canonical: story.canonicalPath,
          // Drafts and scheduled stories exist only in preview builds: never indexed.
          sitemap: path === story.canonicalPath && !story.unpublished,
          noindex: Boolean(story.unpublished),
        }),
      );
    }
  }
  for (const article of content.articles) {
    const [rootPath] = articlePaths(article);
    for (const path of articlePaths(article)) {
      routes.push(
        page(path, 'article', { contentSlug: article.slug, canonical: rootPath!, sitemap: path === rootPath && !article.unpublished, noindex: Boolean(article.unpublished) }),
      );
    }
  }

  const notFound = { canonical: null, sitemap: false, noindex: true, status: 404 } as const;
  routes.push(page(`${storyPrefix}*`, 'story-not-found', { ...notFound, outFile: `${storyPrefix.slice(1)}404.html` }));
  routes.push(page('*', 'not-found', { ...notFound, outFile: '404.html' }));

  const redirects: Redirect[] = content.stories.flatMap((story) =>
    story.aliases.map((from) => ({ from, to: `/${story.slug}` })),
  );
  return { routes, redirects };
}

/** Every concrete path a visitor can open (no catch-alls), for link checks. */
export function knownPaths(content: RouteContent): Set<string> {
  const { routes, redirects } = buildRoutes(content);
  return new Set([
    ...routes.filter((route) => !route.path.includes('*')).map((route) => route.path),
    ...redirects.map((redirect) => redirect.from),
  ]);
}
