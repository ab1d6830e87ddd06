import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { remark } from 'remark';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from './compile';
import { collections, jsonSchemaOf, referenceFiles } from './reference';
import { copyContent, setField } from './test-support';

describe('docs/content.md and docs/schemas', () => {
  it.each(Object.entries(referenceFiles()))('%s is up to date with the schemas (run `npm run docs` if not)', (relative, generated) => {
    const committed = path.join(projectRoot, relative);
    expect(fs.existsSync(committed), `${relative} is missing: run npm run docs`).toBe(true);
    expect(fs.readFileSync(committed, 'utf8') === generated, `${relative} is stale: run npm run docs and commit the result`).toBe(true);
  });

  it('documents every field of the story with its type, whether it is required, an example and its rules', () => {
    const reference = referenceFiles()['docs/content.md']!;
    expect(reference).toContain('| `industry` | text | yes | Industry, spelled exactly like the name: of one of the files in content/industries/ (its filter chip and its page under /industries). | `"Food & Beverage"` | not empty |');
    expect(reference).toContain('| `results[].icon` | one of the listed values | yes |');
    expect(reference).toMatch(/\| `order` \| whole number \| no \|/);
  });
});

describe('checks while a marketer types', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = new Map(collections.map((collection) => [collection.files, ajv.compile(jsonSchemaOf(collection))]));

  it('every YAML file of content/ passes its JSON Schema', () => {
    for (const collection of collections.filter((candidate) => !candidate.frontmatter)) {
      const data = parse(fs.readFileSync(path.join(projectRoot, collection.files), 'utf8')) as unknown;
      const validate = validators.get(collection.files)!;
      expect(validate(data), `${collection.files}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('a misspelled field in page copy is flagged by the YAML schema', () => {
    const data = parse(fs.readFileSync(path.join(projectRoot, 'content/site.yaml'), 'utf8')) as Record<string, unknown>;
    const validate = validators.get('content/site.yaml')!;
    expect(validate({ ...data, phnoe: '+91' })).toBe(false);
    expect(ajv.errorsText(validate.errors)).toMatch(/must NOT have additional properties/);
  });

  it("the editor's frontmatter check (.remarkrc.mjs) flags a wrong type and an unknown field in a story", async () => {
    const config = ((await import(path.join(projectRoot, '.remarkrc.mjs'))) as { default: { plugins: Parameters<ReturnType<typeof remark>['use']>[0][] } }).default;
    const copy = copyContent();
    const broken = setField(copy.newStory(), 'featured', '"yes please"').replace('company:', 'compnay:');
    const file = new VFile({ path: path.join(projectRoot, 'content/stories/fixture-story.md'), value: broken, cwd: projectRoot });
    const processor = remark();
    for (const plugin of config.plugins) processor.use(...((Array.isArray(plugin) ? plugin : [plugin]) as [never]));
    await processor.process(file);
    const reasons = file.messages.map((message) => message.reason);
    expect(reasons).toContainEqual(expect.stringMatching(/^Must be boolean .*#\/properties\/featured\/type$/));
    expect(reasons).toContainEqual(expect.stringMatching(/^Must NOT have additional properties/));
    expect(reasons).toContainEqual(expect.stringMatching(/^Must have required property 'company'/));
  });
});
