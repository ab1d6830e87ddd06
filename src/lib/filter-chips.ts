/**
 * The filter chips above a list (the blog's categories, the stories' industries): "all", then
 * each option in content order with its count of listed entries. A list page counts them from
 * its payload's facets, the little it knows of the whole list without its entries.
 */

/** What a list page knows of the whole list without its entries: the total and each chip's count. */
export interface ListFacets {
  /** Listed entries in the list. */
  total: number;
  /** Listed entries per option: per industry (stories) or category id (articles). */
  counts: Record<string, number>;
}

/** Each option's count and the total, from the listed entries and the option each one is filed under. */
export function facetsOf<T>(listed: readonly T[], optionOf: (entry: T) => string): ListFacets {
  // A Map, then own properties: an option named "constructor" or "__proto__" is counted like any other.
  const counts = new Map<string, number>();
  for (const entry of listed) counts.set(optionOf(entry), (counts.get(optionOf(entry)) ?? 0) + 1);
  return { total: listed.length, counts: Object.fromEntries(counts) };
}

/** What a chip filters by (a category id, an industry name) and what it says. */
export interface ChipOption {
  value: string;
  label: string;
}

/** A filter chip with how many listed entries it shows. */
export interface FilterChip extends ChipOption {
  count: number;
}

/**
 * The `all` chip with the total, then each option in content order with its count. An option
 * without entries has no chip: it would lead nowhere.
 */
export function filterChips(all: ChipOption, options: readonly ChipOption[], facets: Readonly<ListFacets>): FilterChip[] {
  return [
    { ...all, count: facets.total },
    ...options.flatMap((option) => {
      const count = Object.hasOwn(facets.counts, option.value) ? (facets.counts[option.value] ?? 0) : 0;
      return count > 0 ? [{ ...option, count }] : [];
    }),
  ];
}
