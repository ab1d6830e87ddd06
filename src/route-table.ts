/**
 * THE route table. The client router, the prerenderer, the sitemap, the server's redirects
 * and the content link checker all read it; nothing else lists routes.
 *
 * It is pure data built from the content indexes, so Node scripts can import it without
 * React or Vite. Which component draws each `page` lives in src/router/pages.tsx.
 */
import type { PageKey } from '@content/page-keys';
import type { ArticleSummary } from './content/types';
import { listPagePath, pageCount, PAGE_SEGMENT, type ListPage } from './lib/pagination.ts';

/** Screens: one file each, src/pages/<key>.tsx, whose names npm run content makes this type of. */
export type { PageKey };

export interface RouteEntry {
  /** react-router path pattern; concrete for every prerendered page. */
  path: string;
  page: PageKey;
  /** Slug of the story, article or policy the screen shows. */
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
  /** On the pages of a list (/blog, /blog/page/2...): which page of how many. */
  listPage?: ListPage;
  /**
   * Its address answers in any letter case: an entry of a collection described `anyCase` (a
   * story, an article), whose slugs are lowercase while old links and typed addresses are not.
   */
  anyCase?: true;
}

export interface Redirect {
  from: string;
  to: string;
}

/** The little the route table needs to know of the content (see .generated/content/route-index). */
export interface RouteContent {
  /**
   * Every collection's pages, described by its definition in scripts/collections.ts
   * (collectionPagesOf; the browser does not load the registry). The browser's table has them
   * without the entries it learns from payloads (browserRouteContent).
   */
  collectionPages: readonly CollectionPages[];
}

/** One entry's pages. */
export interface EntryPages {
  slug: string;
  /** Every address of the entry; the first is its canonical unless `canonical` names another. */
  paths: readonly string[];
  canonical?: string;
  /** Old addresses, each redirected to its first address. */
  redirects?: readonly string[];
  /** A draft or a scheduled entry (in a preview build only): noindex, out of the sitemap. */
  unpublished?: true;
}

/** A collection's pages, from its definition in scripts/collections.ts. */
export interface CollectionPages {
  /**
   * Where its pages come in the table, and so in sitemap.xml: `section` after the lists,
   * before /contact; `screen` right after the fixed screens (pages at addresses of their
   * own, which the browser's table knows too); absent: after those.
   */
  placed?: 'section' | 'screen';
  /** Its list, split into pages, and how many entries it lists. */
  list?: { page: ListKey; listed: number };
  /** Its page of every entry, at a fixed path. */
  directory?: { page: PageKey; path: string };
  /** The screen of one entry. */
  detail: PageKey;
  /** Its entries' addresses answer in any letter case (their slugs are lowercase; old links and typed addresses are not). */
  anyCase?: true;
  /** Absent: none (the browser's table learns them from payloads). */
  entries?: readonly EntryPages[];
  /** Its pages in sitemap.xml (absent: none of them; the browser's table, which makes no sitemap, leaves it out). */
  sitemap?: true;
}

/** Reduce compiled content to what routing needs (the route index for Node). */
export function routeContent(content: RouteContent): RouteContent {
  return { collectionPages: content.collectionPages };
}

/**
 * What the browser's table is built from: the pages it answers without a payload (those placed
 * with the fixed screens: the policies). Pages that need a payload (the lists, directories,
 * entries) it learns from their payloads, whose route says whether it answers in any letter
 * case: listing them would put every collection in the entry bundle.
 */
export function browserRouteContent(content: RouteContent): RouteContent {
  return {
    collectionPages: content.collectionPages.flatMap(({ placed, detail, entries = [] }) => {
      const known = placed === 'screen' ? entries.map(({ slug, paths }) => ({ slug, paths })) : [];
      // (Without `placed`: the order of the browser's table matters to nothing.)
      return known.length > 0 ? [{ detail, entries: known }] : [];
    }),
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
  industries: '/industries',
  contact: '/contact',
  thankYou: '/contact/thank-you',
  backups: '/backups',
} as const;

/** The server's API: every path under `prefix` is answered by the Node server (nginx proxies it). */
export const apiPaths = {
  prefix: '/api/',
  /** The demo-request form's POST with JavaScript: JSON, one call per recipient. */
  sendEmail: '/api/send_email/',
  /** The same form posted by the browser itself, without JavaScript (urlencoded, every field). */
  contactForm: '/api/contact/',
  /** A fresh proof-of-work challenge for the form's browser to solve (GET, JSON). */
  challenge: '/api/challenge/',
} as const;

/**
 * The site's main screens: each with the page copy that fills it (content/pages/<copy>.yaml,
 * which the site search indexes as the page) and, in the navigation bar's order, its label
 * there. The /services label is the offering's name (site config); /industries is in the bar
 * after the stories (issue 39: a buyer looks for their industry) and in the footer.
 */
export const mainPages = [
  { path: paths.home, copy: 'home', navLabel: 'Home' },
  { path: paths.about, copy: 'about', navLabel: 'About Us' },
  { path: paths.team, copy: 'team', navLabel: 'Team' },
  { path: paths.services, copy: 'services', navLabel: 'offering' },
  { path: paths.successStories, copy: 'stories', navLabel: 'Success Stories' },
  { path: paths.industries, copy: 'industries', navLabel: 'Industries' },
  { path: paths.blog, copy: 'blog', navLabel: 'Blog' },
  { path: paths.contact, copy: 'contact', navLabel: 'Contact' },
] as const;

/** The navigation bar's links, in order. */
export const navLinks = mainPages.flatMap((page) => ('navLabel' in page ? [{ path: page.path, label: page.navLabel }] : []));

/** Prefix under which unknown paths get the story-specific not-found view. */
export const storyPrefix = `${paths.successStories}/`;

export const storyPaths = (slug: string) => [`/${slug}`, `${storyPrefix}${slug}`];
export const articlePaths = (article: Pick<ArticleSummary, 'slug' | 'id'>) => [
  `/${article.slug}`,
  `${paths.blog}/${article.id}`,
  `${paths.blog}/${article.slug}`,
];

export const industryPath = (slug: string) => `${paths.industries}/${slug}`;

/** The two lists that split into pages, by screen: their first page's path. */
export const listPaths = { 'success-stories': paths.successStories, blog: paths.blog } as const;
export type ListKey = keyof typeof listPaths;

/** Listed entries of a list: what its pages show, in any order. */
export const listedCount = (entries: readonly { listed?: boolean }[]): number => entries.filter((entry) => entry.listed !== false).length;

/**
 * The pages of a list: page 1 at the list's path, page n at {list}/page/{n}, each its own
 * canonical address in the sitemap. /{list}/page/1 redirects to the list's path (a link
 * written by pattern lands on the page, and the page keeps one address).
 */
function listRoutes(list: ListKey, total: number): { routes: RouteEntry[]; redirect: Redirect } {
  const count = pageCount(total);
  const routes = Array.from({ length: count }, (_, index) =>
    page(listPagePath(listPaths[list], index + 1), list, { listPage: { number: index + 1, count } }),
  );
  return { routes, redirect: { from: `${listPaths[list]}/${PAGE_SEGMENT}/1`, to: listPaths[list] } };
}

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

/** A collection's directory page and its entries' pages. */
function collectionRoutes({ directory, detail, entries = [], sitemap, anyCase }: CollectionPages): RouteEntry[] {
  return [
    ...(directory ? [page(directory.path, directory.page, { sitemap: Boolean(sitemap) })] : []),
    ...entries.flatMap((entry) => {
      const canonical = entry.canonical ?? entry.paths[0]!;
      return entry.paths.map((path) =>
        page(path, detail, {
          contentSlug: entry.slug,
          canonical,
          // Drafts and scheduled entries exist only in preview builds: never indexed.
          sitemap: Boolean(sitemap) && path === canonical && !entry.unpublished,
          noindex: Boolean(entry.unpublished),
          ...(anyCase && { anyCase }),
        }),
      );
    }),
  ];
}

export function buildRoutes(content: RouteContent): { routes: RouteEntry[]; redirects: Redirect[] } {
  const collections = content.collectionPages;
  const lists = collections.flatMap(({ list }) => (list ? [listRoutes(list.page, list.listed)] : []));
  const placed = (at: CollectionPages['placed']) => collections.filter((collection) => collection.placed === at).flatMap(collectionRoutes);
  const routes: RouteEntry[] = [
    page(paths.home, 'home'),
    page(paths.about, 'about'),
    page(paths.team, 'team'),
    page(paths.services, 'services'),
    ...lists.flatMap((list) => list.routes),
    ...placed('section'),
    page(paths.contact, 'contact'),
    // Where a demo request lands: its own address, so analytics counts the conversion.
    page(paths.thankYou, 'thank-you', { canonical: null, sitemap: false, noindex: true }),
    // An internal screen with sample data: reachable, never indexed or linked.
    page(paths.backups, 'backups', { canonical: null, sitemap: false, noindex: true }),
    ...placed('screen'),
    ...placed(undefined),
  ];

  const notFound = { canonical: null, sitemap: false, noindex: true, status: 404 } as const;
  routes.push(page(`${storyPrefix}*`, 'story-not-found', { ...notFound, outFile: `${storyPrefix.slice(1)}404.html` }));
  routes.push(page('*', 'not-found', { ...notFound, outFile: '404.html' }));

  // An old address written with a trailing slash is the same address without it.
  const redirects: Redirect[] = collections.flatMap(({ entries = [] }) =>
    entries.flatMap((entry) => (entry.redirects ?? []).map((from) => ({ from: withoutTrailingSlash(from), to: entry.paths[0]! }))),
  );
  redirects.push(...lists.map((list) => list.redirect));
  return { routes, redirects };
}

/** What an exact address answers: its page, or a redirect to a page. */
export type AddressAnswer = { route: RouteEntry } | { redirect: string };

/** True for a route of a collection described `anyCase` (a story's, an article's): its address answers in any letter case. */
export const answersAnyCase = (route: Pick<RouteEntry, 'anyCase'>): boolean => route.anyCase === true;

/** A path without its trailing slash: "/about/" is "/about"; "/" stays "/". */
export const withoutTrailingSlash = (pathname: string): string => pathname.replace(/^(\/.+)\/$/, '$1');

/**
 * The spellings of a requested path that resolvePath looks up, in order: as requested,
 * without its trailing slash, then in lower case. A caller that fetches answers (the browser)
 * fetches these; the first one that answers decides.
 */
export function spellingsOf(pathname: string): string[] {
  const trimmed = withoutTrailingSlash(pathname);
  return [...new Set([pathname, trimmed, trimmed.toLowerCase()])];
}

/**
 * Every address the site answers exactly: each concrete route's path (its page), each
 * redirect's source, and each redirect's source and each story's and article's path in lower
 * case (a redirect to the page). A route's own path always wins over a lowercased spelling,
 * and a redirect source that is a page's path in other letters (an alias "/My-Story" of
 * "/my-story") leads to that page, as every other spelling of it does.
 */
export function addressBook(table: { routes: readonly RouteEntry[]; redirects: readonly Redirect[] }): Map<string, AddressAnswer> {
  const book = new Map<string, AddressAnswer>();
  for (const route of table.routes) if (!route.path.includes('*') && !book.has(route.path)) book.set(route.path, { route });
  const add = (from: string, to: string) => {
    if (!book.has(from)) book.set(from, { redirect: to });
  };
  const pageInOtherLetters = (from: string) => {
    const page = book.get(from.toLowerCase());
    return page !== undefined && 'route' in page && answersAnyCase(page.route);
  };
  for (const redirect of table.redirects) if (!pageInOtherLetters(redirect.from)) add(redirect.from, redirect.to);
  for (const redirect of table.redirects) add(redirect.from.toLowerCase(), redirect.to);
  for (const route of table.routes) if (!route.path.includes('*') && answersAnyCase(route)) add(route.path.toLowerCase(), route.path);
  return book;
}

/**
 * Where a request for `pathname` goes, given what each exact address answers (`answerAt`,
 * e.g. an addressBook's get): its page, answered directly; a redirect target, reached with one
 * permanent redirect and never a chain; or undefined, a 404.
 *
 * - A page's own path answers with the page; a redirect's source redirects.
 * - Any path with a trailing slash goes where the path without it goes ("/about/" to "/about").
 * - A story's or an article's address and a redirect's source match in any letter case, with or
 *   without the trailing slash. Other pages (the policies at their configured addresses, the
 *   fixed screens) match their exact spelling only.
 */
export function resolvePath(pathname: string, answerAt: (path: string) => AddressAnswer | undefined): AddressAnswer | undefined {
  const exact = answerAt(pathname);
  if (exact) return exact;
  // A page found under another spelling is the target: that spelling is its address.
  const trimmed = withoutTrailingSlash(pathname);
  const withoutSlash = trimmed === pathname ? undefined : answerAt(trimmed);
  if (withoutSlash) return { redirect: 'route' in withoutSlash ? trimmed : withoutSlash.redirect };
  const folded = trimmed.toLowerCase();
  const anyCase = folded === pathname ? undefined : answerAt(folded);
  if (anyCase && 'redirect' in anyCase) return anyCase;
  if (anyCase && answersAnyCase(anyCase.route)) return { redirect: folded };
  return undefined;
}

/**
 * resolvePath's redirects as rules for a server that matches patterns (the nginx
 * configuration). `anyCase` sources (lowercase) match in any letter case, with or without a
 * trailing slash: every story's and article's address and every redirect source. `exact`
 * sources match as written: the trailing-slash spelling of the other pages. A page's own path
 * matches no rule with another target: it is answered directly.
 */
export function redirectRules(table: { routes: readonly RouteEntry[]; redirects: readonly Redirect[] }): {
  exact: Redirect[];
  anyCase: Redirect[];
} {
  const exact: Redirect[] = [];
  const anyCase = new Map<string, string>();
  for (const [path, answer] of addressBook(table)) {
    const to = 'route' in answer ? answer.route.path : answer.redirect;
    if ('redirect' in answer || answersAnyCase(answer.route)) {
      if (!anyCase.has(path.toLowerCase())) anyCase.set(path.toLowerCase(), to);
    } else if (path !== '/') {
      exact.push({ from: `${path}/`, to });
    }
  }
  return { exact, anyCase: [...anyCase].map(([from, to]) => ({ from, to })) };
}

/** Every concrete path a visitor can open (no catch-alls), for link checks. */
export function knownPaths(content: RouteContent): Set<string> {
  const { routes, redirects } = buildRoutes(content);
  return new Set([
    ...routes.filter((route) => !route.path.includes('*')).map((route) => route.path),
    ...redirects.map((redirect) => redirect.from),
  ]);
}
