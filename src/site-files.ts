/**
 * The files and folders of dist/ that are not pages: the one place they are named. The build
 * writes them at these addresses, the pages link to them, and the content check keeps every
 * story, article and alias off them (scripts/content/reserved-addresses.ts), since an alias
 * "/sitemap.xml" would redirect the sitemap to a story. Pure data, imported by the client too.
 */

/** Single files the build writes at fixed addresses. */
export const siteFiles = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** The blog's RSS feed. */
  feed: '/blog/feed.xml',
} as const;

/** Folders of files the build writes; every address under one is a file, never a page. */
export const siteFolders = {
  /** The client bundle's hashed files (vite's build.assetsDir), cached as immutable. */
  assets: '/assets/',
  /** Each page's payload for client navigation, the lists' and the site search's indexes. */
  payloads: '/_data/',
  /** The stories' PDFs, /pdfs/ID {id}.pdf. */
  pdfs: '/pdfs/',
  /** Share images (og:image) and the article covers made from them. */
  shareImages: '/og/',
  /** Content pictures at the sizes the pages show. */
  images: '/images/',
} as const;
