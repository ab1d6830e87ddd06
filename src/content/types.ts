/**
 * What the compiled content indexes hold: the schema's output plus the fields the build
 * step derives (slugs, resolved paths, normalised dates). Pages import these types.
 */
import type { ArticleFrontmatter, LegalFrontmatter, StoryFrontmatter } from './schema';

export type { Site, HomeStudy, ArticleCategory } from './schema';

export type Story = Omit<StoryFrontmatter, 'canonicalPath' | 'draft'> & {
  /** File name without extension; the story lives at /{slug} and /success-stories/{slug}. */
  slug: string;
  /** Resolved canonical path (frontmatter value or /{slug}). */
  canonicalPath: string;
  /** Public address of the generated PDF, URL-encoded. */
  pdfPath: string;
};

export type ArticleSummary = Omit<ArticleFrontmatter, 'date' | 'draft'> & {
  /** File name without extension; the article's root path is /{slug}. */
  slug: string;
  /** Publication date normalised to YYYY-MM-DD. */
  date: string;
  /** Minutes to read the body, words / 200 rounded up, at least 1. */
  readingMinutes: number;
};

export type LegalPage = Omit<LegalFrontmatter, 'lastUpdated'> & {
  /** File name without extension, e.g. "cookies". */
  slug: string;
  /** Date of the last change, YYYY-MM-DD. */
  lastUpdated: string;
};
