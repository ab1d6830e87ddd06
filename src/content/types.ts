/**
 * What the compiled content indexes hold: the schema's output plus the fields the build
 * step derives (slugs, resolved paths, labels, reading time). Pages import these types.
 */
import type { ArticleFrontmatter, IndustryFrontmatter, PolicyFrontmatter, StoryFrontmatter } from './schema';

export type { Site, HomeStudy } from './schema';

/** Why a page is in a preview build but not on the live site. */
export type Unpublished = { kind: 'draft' } | { kind: 'scheduled'; date: string };

export type Story = Omit<StoryFrontmatter, 'canonicalPath' | 'draft'> & {
  /** File name without extension; the story lives at /{slug} and /success-stories/{slug}. */
  slug: string;
  /** Resolved canonical path (frontmatter value or /{slug}). */
  canonicalPath: string;
  /** Public address of the generated PDF, URL-encoded. */
  pdfPath: string;
  /** Minutes to read the story's text (storyText), words / 200 rounded up, at least 1. */
  readingMinutes: number;
  /** Set in preview builds on drafts and entries dated in the future. */
  unpublished?: Unpublished;
};

export type ArticleSummary = Omit<ArticleFrontmatter, 'draft'> & {
  /** File name without extension; the article's root path is /{slug}. */
  slug: string;
  /** The category's name from content/pages/blog.yaml: badge, chip and heading. */
  categoryLabel: string;
  /** Minutes to read the body, words / 200 rounded up, at least 1. */
  readingMinutes: number;
  /** Set in preview builds on drafts and entries dated in the future. */
  unpublished?: Unpublished;
};

/** A "## " heading of a policy: its anchor (headingId of its text) and its text. */
export interface PolicyHeading {
  id: string;
  text: string;
}

export type PolicyPage = PolicyFrontmatter & {
  /** File name without extension, e.g. "cookies". */
  slug: string;
  /** The policy's sections, for its table of contents. */
  headings: PolicyHeading[];
};

/** A policy as a link names it (the footer, the contact form's consent line). */
export type PolicyLink = Pick<PolicyPage, 'title' | 'path' | 'slug'>;

export type IndustryPage = IndustryFrontmatter & {
  /** File name without extension (the name in lower case with dashes); the page is /industries/{slug}. */
  slug: string;
};
