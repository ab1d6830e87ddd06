/**
 * The compiled content's shape, types only: what scripts/content/read-content.ts returns and
 * what the collection registry (scripts/collections.ts) and the compile hooks name. They import
 * these from here, not from read-content.ts or each other, so the compiler and the registry
 * form no import circle (read-content.ts imports the registry; the registry imports the hooks).
 */
import type { z } from 'zod';
import type { CollectionPageCopy, pageSchemas, PageName } from '../../src/content/pages-schema.ts';
import type { HomeStudy, Site } from '../../src/content/schema.ts';
import type { ImageAsset, ImageUse } from '../../src/lib/images.ts';
import type { CollectionPages } from '../../src/route-table.ts';
import type { YamlSource } from './source.ts';

export type PageCopy = { [name in PageName]: z.output<(typeof pageSchemas)[name]> };

/**
 * Each collection's name (the compiled content's field) and the type of its entries. Empty here:
 * each definition declares its own line beside it in scripts/collections.ts (`declare module`,
 * TypeScript's declaration merging), so the compiled content, the payload inputs and every loop
 * over the collections are typed from the registry and no other file lists the collections.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging (above)
export interface CollectionEntries {}
export type CollectionName = keyof CollectionEntries;
/** Every collection's entries, by name: the compiled content's collection fields. */
export type CollectionLists = { [K in CollectionName]: CollectionEntries[K][] };

export interface CompiledContent extends CollectionLists {
  site: Site;
  homeStudies: HomeStudy[];
  /** Article bodies by slug, kept apart so each page loads only its own. */
  articleBodies: Record<string, string>;
  /**
   * The bodies of the other collections with one (`body` in their definition, no field of their
   * own), by collection name, then slug: what `inputs.body` gives their pages.
   */
  collectionBodies?: Record<string, Record<string, string>>;
  /** Every collection's pages, as the route table takes them (collectionPagesOf in scripts/collections.ts). */
  collectionPages: CollectionPages[];
  /** Page copy from content/pages/<name>.yaml, validated by pageSchemas[name]. */
  pages: PageCopy;
  /**
   * The page copy of the collections whose copy has no schema of its own, by its file's name
   * (copyNameOf), validated by collectionPageSchema: the convention for a new collection.
   */
  collectionCopy?: Record<string, CollectionPageCopy>;
  /** The images content refers to, with the files the build makes of each. */
  images: ImageAsset[];
  /**
   * The hash of each published story's and article's file, by slug. A compiled story or article
   * is a function of its own file and of the rest of this object apart from the other entries
   * (as an article's category label comes from blog.yaml): the incremental build keys its page
   * by this hash instead of serialising it (scripts/route-payloads.ts). Whatever is added to an
   * entry from other entries must be keyed there too.
   */
  sourceKeys: Record<string, string>;
}

export interface ImageReference {
  /** Site path, e.g. "/images/team/jane.jpg"; the file is content/images/team/jane.jpg. */
  src: string;
  /** What the layout shows it as, which decides the sizes made. */
  use: ImageUse;
  file: string;
  line: number;
}

/** One file of a collection compiled by its schema, as its `checkFiles` rules see it. */
export interface CheckedFile<T> {
  slug: string;
  /** The file's fields as its schema gave them. */
  data: T;
  /** The file as messages name it, and its fields' lines. */
  shownAs: string;
  yaml: YamlSource;
}

/** One entry in the feed, as its collection's definition gives it (feed.item). */
export interface FeedItem {
  /** The entry's canonical address on the site. */
  path: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  category: string;
  description: string;
}
