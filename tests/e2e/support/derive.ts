/**
 * Picking test subjects and search terms from whatever content the site was built with, so a
 * test states a behaviour ("a tag finds its article") without naming today's articles.
 */

/** The item at `index` (negative counts from the end); a missing item fails the test by name. */
export function nth<T>(list: readonly T[], index: number, what = 'item'): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`no ${what} at index ${index} (the content has ${list.length})`);
  return item;
}

/** A search text that none of `texts` contains (case-insensitively): it leads to an empty state. */
export function absentTerm(texts: readonly string[]): string {
  const haystack = texts.join('\n').toLowerCase();
  for (let attempt = 0; ; attempt += 1) {
    const term = `zzq nothing ${attempt}`;
    if (!haystack.includes(term)) return term;
  }
}

/**
 * A term from `own(entry)` of some entry that none of the entries' `others(entry)` contain, so
 * a search for it can only match through `own` (a tag, a company name); the first such term,
 * or undefined when every one also appears elsewhere.
 */
export function termOnlyIn<T>(
  entries: readonly T[],
  own: (entry: T) => readonly string[],
  others: (entry: T) => readonly string[],
): string | undefined {
  const elsewhere = entries.flatMap(others).join('\n').toLowerCase();
  return entries.flatMap(own).find((term) => term.trim() !== '' && !elsewhere.includes(term.trim().toLowerCase()));
}

/** "1 like", "2 likes", "1,036 views": a count as the site writes it. */
export function counted(value: number, word: string): string {
  return `${value.toLocaleString('en-US')} ${word}${value === 1 ? '' : 's'}`;
}

/** A filter chip's accessible name: its label and its count in brackets, "Retail (2)". */
export function chipName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);
}
