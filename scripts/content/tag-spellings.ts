/**
 * One spelling per tag. Tags are chips and search terms; "AI" in one file and "ai" in another
 * would show as two chips for one subject. Tags that differ only in letter case (or spaces
 * around them) are one tag: the spelling most files use is kept (on a tie, the first file's),
 * and every other spelling is a problem naming the one used elsewhere.
 */
import type { Entry } from './entries.ts';
import type { ContentProblem } from './problems.ts';
import { problemAt } from './source.ts';

interface TagUse {
  spelling: string;
  entry: Entry;
  index: number;
}

export function checkTagSpellings(entries: readonly Entry[]): ContentProblem[] {
  const byKey = new Map<string, TagUse[]>();
  for (const entry of entries) {
    const tags = (entry.source.yaml.data as { tags?: unknown } | null)?.tags;
    if (!Array.isArray(tags)) continue;
    tags.forEach((tag, index) => {
      if (typeof tag !== 'string' || tag.trim() === '') return;
      const key = tag.trim().toLowerCase().replace(/\s+/g, ' ');
      byKey.set(key, [...(byKey.get(key) ?? []), { spelling: tag.trim(), entry, index }]);
    });
  }
  const problems: ContentProblem[] = [];
  for (const uses of byKey.values()) {
    const counts = new Map<string, number>();
    for (const use of uses) counts.set(use.spelling, (counts.get(use.spelling) ?? 0) + 1);
    if (counts.size < 2) continue;
    // Map order is first use, so on a tie the first file's spelling wins.
    const kept = [...counts].reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
    const keepers = [...new Set(uses.filter((use) => use.spelling === kept).map((use) => use.entry.shownAs))];
    const where = keepers.length === 1 ? keepers[0]! : `${keepers[0]!} and ${keepers.length - 1} other file${keepers.length === 2 ? '' : 's'}`;
    for (const use of uses.filter((candidate) => candidate.spelling !== kept)) {
      problems.push(
        problemAt(
          use.entry.shownAs,
          use.entry.source.yaml,
          ['tags', use.index],
          `Found the tag "${use.spelling}", but ${where} spell${keepers.length === 1 ? 's' : ''} it "${kept}": tags that differ only in capitals would show as two chips for one subject.`,
          `Write "${kept}", as the other files do (or change every file to one spelling).`,
        ),
      );
    }
  }
  return problems;
}
