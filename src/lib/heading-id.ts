/**
 * The anchor of a policy heading, from its text: "4. Lawful Bases for Processing" becomes
 * "lawful-bases-for-processing". The content compiler lists the headings with these ids for
 * the table of contents, and the page gives each h2 the same id, so the two always agree.
 */
export function headingId(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}
