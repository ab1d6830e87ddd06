/**
 * remark's configuration, for the editor: with the remark extension (unifiedjs.vscode-remark)
 * the fields at the top of stories, articles and policies are checked as a marketer types,
 * against the JSON Schemas that `npm run docs` generates from src/content/. The build itself
 * checks the same rules (npm run content) with line numbers and plain-word fixes.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

export default {
  plugins: [
    remarkFrontmatter,
    [
      remarkLintFrontmatterSchema,
      {
        schemas: {
          './docs/schemas/story.schema.json': ['./content/stories/*.md'],
          './docs/schemas/article.schema.json': ['./content/articles/*.md'],
          './docs/schemas/policy.schema.json': ['./content/legal/*.mdx'],
          './docs/schemas/industry.schema.json': ['./content/industries/*.md'],
        },
      },
    ],
  ],
};
