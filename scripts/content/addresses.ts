/**
 * Every address belongs to one page. A copied story that keeps another story's canonicalPath
 * would point search engines at the other story and drop out of the sitemap; an alias that is
 * another page's address would hide that page behind a redirect. Both are problems here.
 *
 * A story or an article whose file name is the address of one of the site's own pages or a
 * policy ("contact.md") would take that page's place: a problem too.
 *
 * Story and article addresses and aliases answer in any letter case (the route table's
 * resolvePath), so two pages whose addresses differ only in letter case would share one: that
 * is a problem too.
 */
import type { ArticleSummary, PolicyPage, Story } from '../../src/content/types.ts';
import path from 'node:path';
import { articlePaths, buildRoutes, listPaths, paths, storyPaths, withoutTrailingSlash } from '../../src/route-table.ts';
import { PAGE_SEGMENT } from '../../src/lib/pagination.ts';
import type { Entry } from './entries.ts';
import { problemAt } from './source.ts';
import type { ContentProblem } from './problems.ts';
import { reservedAddresses } from './reserved-addresses.ts';

interface Owner {
  /** "content/stories/x.md", or "the site's /about page". */
  who: string;
  file?: string;
  /** The address answers in any letter case (a story's, an article's, an alias). */
  anyCase?: boolean;
  /** Where an alias is written. */
  alias?: { entry: Entry; index: number };
}

/** Which page an address leads to: an alias leads to its story. */
const pageOf = (owner: Owner) => owner.file ?? owner.who;

type AddressedContent = {
  stories: readonly { entry: Entry; story: Story }[];
  articles: readonly { entry: Entry; article: ArticleSummary }[];
  policies: readonly PolicyPage[];
};

/** The routes the content cannot change (the not-found pages), with why each is taken. */
type Reserved = ReturnType<typeof reservedAddresses>;

export function checkAddresses(content: AddressedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { owners, fixedOwners } = addressOwners(content);
  problems.push(...pageSegmentClashes(content));
  // The not-found pages are the only routes the content cannot change.
  const reserved = reservedAddresses(buildRoutes({ collectionPages: [] }).routes, path.resolve(import.meta.dirname, '../../public'));
  problems.push(...fileNameClashes(content, fixedOwners, reserved));
  for (const { entry, story } of content.stories) problems.push(...storyAddressProblems(entry, story, owners, reserved));
  problems.push(...letterCaseClashes(owners));
  return problems;
}

/**
 * Who has each address: the site's own pages, the policies, the stories and the articles (an
 * article's address that a story already has stays the story's). `fixedOwners` holds the site's
 * own pages and the policies by their address in lower case: a story's or an article's address
 * answers in any letter case, so "contact.md" would take /contact.
 */
function addressOwners(content: AddressedContent) {
  const owners = new Map<string, Owner>();
  for (const path of Object.values(paths)) owners.set(path, { who: `the site's own ${path} page` });
  for (const page of content.policies) owners.set(page.path, { who: `the policy at ${page.path}` });
  const fixedOwners = new Map([...owners].map(([address, owner]) => [address.toLowerCase(), owner]));
  for (const { entry, story } of content.stories) {
    for (const path of storyPaths(story.slug)) owners.set(path, { who: entry.shownAs, file: entry.shownAs, anyCase: true });
  }
  for (const { entry, article } of content.articles) {
    for (const path of articlePaths(article)) if (!owners.has(path)) owners.set(path, { who: entry.shownAs, file: entry.shownAs, anyCase: true });
  }
  return { owners, fixedOwners };
}

/** A story or an article whose file name gives it a reserved address, or one of the site's own pages or policies. */
function fileNameClashes(content: AddressedContent, fixedOwners: Map<string, Owner>, reserved: Reserved): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { entry, path: address, kind } of [
    ...content.stories.map(({ entry, story }) => ({ entry, path: storyPaths(story.slug)[0]!, kind: 'story' })),
    ...content.articles.map(({ entry, article }) => ({ entry, path: articlePaths(article)[0]!, kind: 'article' })),
  ]) {
    const fixed = fixedOwners.get(address.toLowerCase());
    const why = reserved.reason(address) ?? (fixed && `the address of ${fixed.who}`);
    if (why) {
      problems.push({
        file: entry.shownAs,
        message: `The file name gives this ${kind} the address ${address}, which is ${why}: one address cannot serve both.`,
        fix: 'Rename the file (its name is the address), for example to a few words of its title.',
      });
    }
  }
  return problems;
}

/**
 * A story's canonicalPath must be one of its own addresses, and each alias an address nothing
 * else has; a good alias becomes the story's (in `owners`), so two stories cannot share one.
 */
function storyAddressProblems(entry: Entry, story: Story, owners: Map<string, Owner>, reserved: Reserved): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const yaml = entry.source.yaml;
  const own = storyPaths(story.slug);
  if (!own.includes(story.canonicalPath)) {
    const owner = owners.get(story.canonicalPath);
    problems.push(
      problemAt(
        entry.shownAs,
        yaml,
        ['canonicalPath'],
        owner
          ? `Found "${story.canonicalPath}", which is the address of ${owner.who}: search engines would be sent there, and this story would drop out of the sitemap.`
          : `Found "${story.canonicalPath}", which is not an address of this story.`,
        `Delete the canonicalPath line (the story's address is then ${own[0]}), or write one of its own addresses: ${own.join(' or ')}.`,
      ),
    );
  }
  story.aliases.forEach((written, index) => {
    // "/old-name/" is the address "/old-name", as the route table has it.
    const alias = withoutTrailingSlash(written);
    const owner = owners.get(alias);
    const where = ['aliases', index];
    const list = listOfPageAddress(alias);
    const reservedFor = reserved.reason(alias);
    if (reservedFor) {
      problems.push(
        problemAt(entry.shownAs, yaml, where, `Found "${written}", which is ${reservedFor}: a redirect there would send browsers, crawlers or the server's callers to this story instead.`, 'Delete this alias, or choose an address no page or file uses.'),
      );
    } else if (list) {
      problems.push(
        problemAt(entry.shownAs, yaml, where, `Found "${written}", an address of the pages of a list (${list}/${PAGE_SEGMENT}/2, /3...): the redirect would hide a list page.`, 'Delete this alias, or choose an address no page uses.'),
      );
    } else if (own.includes(alias)) {
      problems.push(problemAt(entry.shownAs, yaml, where, `Found "${written}", which is already this story's own address; an alias to it would redirect to itself.`, 'Delete this alias.'));
    } else if (owner) {
      problems.push(problemAt(entry.shownAs, yaml, where, `Found "${written}", which is the address of ${owner.who}: the redirect would hide that page.`, 'Delete this alias, or choose an address no page uses.'));
    } else {
      owners.set(alias, { who: `an alias of ${entry.shownAs}`, file: entry.shownAs, anyCase: true, alias: { entry, index } });
    }
  });
  return problems;
}

/** The list whose pages an address is among ("/blog/page/3": "/blog"), in any letter case. */
const listOfPageAddress = (path: string) => Object.values(listPaths).find((list) => path.toLowerCase().startsWith(`${list}/${PAGE_SEGMENT}/`));

/**
 * A story or an article named "page" would own /success-stories/page or /blog/page, the folder
 * of the lists' pages (/blog/page/2): a visitor trimming the address would land on the entry,
 * and the two would share one folder in dist/. The slug is the file's name, so the file is named.
 */
function pageSegmentClashes(content: { stories: readonly { entry: Entry; story: Story }[]; articles: readonly { entry: Entry; article: ArticleSummary }[] }): ContentProblem[] {
  const named = [
    ...content.stories.filter(({ story }) => story.slug.toLowerCase() === PAGE_SEGMENT).map(({ entry }) => ({ entry, list: paths.successStories })),
    ...content.articles.filter(({ article }) => article.slug.toLowerCase() === PAGE_SEGMENT).map(({ entry }) => ({ entry, list: paths.blog })),
  ];
  return named.map(({ entry, list }) => ({
    file: entry.shownAs,
    message: `The file name "${PAGE_SEGMENT}" gives this entry the address ${list}/${PAGE_SEGMENT}, which holds the list's pages (${list}/${PAGE_SEGMENT}/2, /3...).`,
    fix: `Rename the file (its name is the address), for example to a few words of its title.`,
  }));
}

/** Addresses of two pages that differ only in letter case, where one answers in any case. */
function letterCaseClashes(owners: ReadonlyMap<string, Owner>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byLowercase = new Map<string, { path: string; owner: Owner }>();
  for (const [path, owner] of owners) {
    const first = byLowercase.get(path.toLowerCase());
    if (!first) {
      byLowercase.set(path.toLowerCase(), { path, owner });
      continue;
    }
    if (pageOf(first.owner) === pageOf(owner) || !(owner.anyCase || first.owner.anyCase)) continue;
    const found = `"${path}" differs only in letter case from "${first.path}", the address of ${first.owner.who}`;
    const why = 'story and article addresses and aliases open in any letter case, so both would open the same page';
    if (owner.alias) {
      const { entry, index } = owner.alias;
      problems.push(problemAt(entry.shownAs, entry.source.yaml, ['aliases', index], `Found ${found}: ${why}.`, 'Delete this alias, or choose an address that no page uses in any letter case.'));
    } else {
      problems.push({
        file: owner.file ?? owner.who,
        message: `This page's address ${found}: ${why}.`,
        fix: `Rename this file, or change the other page's address so the two differ by more than letter case.`,
      });
    }
  }
  return problems;
}
