/**
 * The files and folders of dist/ that are not pages: the one place they are named. The build
 * writes them at these addresses, the pages link to them, and the content check keeps every
 * story, article and alias off them (scripts/content/reserved-addresses.ts), since an alias
 * "/sitemap.xml" would redirect the sitemap to a story. Pure data, imported by the client too:
 * one constant each, so a bundle keeps only the strings it uses.
 */

export const SITEMAP_FILE = '/sitemap.xml';
export const ROBOTS_FILE = '/robots.txt';
/** The blog's RSS feed. */
export const FEED_FILE = '/blog/feed.xml';

/** The client bundle's hashed files (vite's build.assetsDir), cached as immutable. */
export const ASSETS_FOLDER = '/assets/';
/** Each page's payload for client navigation, the lists' and the site search's indexes. */
export const PAYLOADS_FOLDER = '/_data/';
/** The stories' PDFs, /pdfs/ID {id}.pdf. */
export const PDFS_FOLDER = '/pdfs/';
/** Share images (og:image) and the article covers made from them. */
export const SHARE_IMAGES_FOLDER = '/og/';
/** Content pictures at the sizes the pages show. */
export const IMAGES_FOLDER = '/images/';
/** The blog covers, a drawing per category (scripts/cover-art.ts). */
export const COVERS_FOLDER = '/covers/';

/** Netlify's and Cloudflare Pages' headers and redirects files (scripts/host-config/). */
export const HEADERS_FILE = '/_headers';
export const REDIRECTS_FILE = '/_redirects';
/** nginx's site files (scripts/host-config/nginx.ts). */
export const NGINX_FOLDER = '/_host/';
/** The host configurations: read by nginx or a static host, never served to visitors. */
export const hostConfigAddresses = [HEADERS_FILE, REDIRECTS_FILE, NGINX_FOLDER] as const;

/** Single files the build writes at fixed addresses, by what they are. */
export const siteFiles = {
  sitemap: SITEMAP_FILE,
  robots: ROBOTS_FILE,
  feed: FEED_FILE,
  'static host headers': HEADERS_FILE,
  'static host redirects': REDIRECTS_FILE,
} as const;

/** Folders of files the build writes; every address under one is a file, never a page. */
export const siteFolders = [
  ASSETS_FOLDER,
  PAYLOADS_FOLDER,
  PDFS_FOLDER,
  SHARE_IMAGES_FOLDER,
  IMAGES_FOLDER,
  COVERS_FOLDER,
  NGINX_FOLDER,
] as const;
