/**
 * Every address belongs to one page. A copied story that keeps another story's canonicalPath
 * would point search engines at the other story and drop out of the sitemap; an alias that is
 * another page's address would hide that page behind a redirect. Both are problems here.
 */
import type { ArticleSummary, LegalPage, Story } from '../../src/content/types.ts';
import { articlePaths, paths, storyPaths } from '../../src/route-table.ts';
import type { Entry } from './entries.ts';
import { problemAt } from './source.ts';
import type { ContentProblem } from './problems.ts';

interface Owner {
  /** "content/stories/x.md", or "the site's /about page". */
  who: string;
  file?: string;
}

export function checkAddresses(content: {
  stories: readonly { entry: Entry; story: Story }[];
  articles: readonly { entry: Entry; article: ArticleSummary }[];
  legal: readonly LegalPage[];
}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const owners = new Map<string, Owner>();
  for (const path of Object.values(paths)) owners.set(path, { who: `the site's own ${path} page` });
  for (const page of content.legal) owners.set(page.path, { who: `the policy at ${page.path}` });
  for (const { entry, story } of content.stories) for (const path of storyPaths(story.slug)) owners.set(path, { who: entry.shownAs, file: entry.shownAs });
  for (const { entry, article } of content.articles) {
    for (const path of articlePaths(article)) if (!owners.has(path)) owners.set(path, { who: entry.shownAs, file: entry.shownAs });
  }

  for (const { entry, story } of content.stories) {
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
    story.aliases.forEach((alias, index) => {
      const owner = owners.get(alias);
      const where = ['aliases', index];
      if (own.includes(alias)) {
        problems.push(problemAt(entry.shownAs, yaml, where, `Found "${alias}", which is already this story's own address; an alias to it would redirect to itself.`, 'Delete this alias.'));
      } else if (owner) {
        problems.push(problemAt(entry.shownAs, yaml, where, `Found "${alias}", which is the address of ${owner.who}: the redirect would hide that page.`, 'Delete this alias, or choose an address no page uses.'));
      } else {
        owners.set(alias, { who: `an alias of ${entry.shownAs}`, file: entry.shownAs });
      }
    });
  }
  return problems;
}
