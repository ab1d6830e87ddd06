/** The policies' compile hook (scripts/collections.ts): each MDX body checked, its headings and links gathered. */
import { policySchema } from '../../src/content/schema.ts';
import type { PolicyPage } from '../../src/content/types.ts';
import type { CompiledCollection, CompileHook } from './compile-collection.ts';
import { validate } from './entries.ts';
import { checkPolicy } from './policy-mdx.ts';
import { derivedAsync } from './yaml-cache.ts';

export const compilePolicies: CompileHook<PolicyPage> = async (files, context): Promise<CompiledCollection<PolicyPage>> => {
  const policies: PolicyPage[] = [];
  const links: NonNullable<CompiledCollection<PolicyPage>['links']> = [];
  for (const entry of files.entries) {
    const data = validate(policySchema, entry.shownAs, entry.source.yaml, context.problems);
    // Compiling MDX (and loading the compiler) is most of the policies' time: a policy as it was
    // in an earlier build of this code gives what it gave then.
    const { body, bodyLine } = entry.source;
    const check = await derivedAsync('policy', JSON.stringify([entry.shownAs, bodyLine, body]), () => checkPolicy(body, entry.shownAs, bodyLine));
    context.problems.push(...check.problems);
    links.push(...check.links.map((link) => ({ ...link, file: entry.shownAs, field: 'link' })));
    if (data) policies.push({ ...data, slug: entry.slug, headings: check.headings });
  }
  return { entries: policies, links };
};
