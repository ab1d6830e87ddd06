/**
 * remark's configuration, for the editor: with the remark extension (unifiedjs.vscode-remark)
 * the fields at the top of stories, articles and policies are checked as a marketer types,
 * against the JSON Schemas that `npm run docs` generates from src/content/. The build itself
 * checks the same rules (npm run content) with line numbers and plain-word fixes.
 */
import fs from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

export default {
  plugins: [
    remarkFrontmatter,
    [
      remarkLintFrontmatterSchema,
      {
        // Each collection's files and its schema, written by npm run docs from the registry.
        schemas: JSON.parse(fs.readFileSync(new URL('./docs/schemas/editor-mappings.json', import.meta.url), 'utf8')).frontmatter,
      },
    ],
  ],
};
