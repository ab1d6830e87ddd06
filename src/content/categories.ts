/**
 * Article categories and the blog's filter chips. Kept free of zod so pages can import the
 * display names without pulling the schema library into the browser bundle; schema.ts
 * validates frontmatter against the same ids.
 */

/** Category id (frontmatter `category`) -> display name on badges (spec 3.2). */
export const articleCategories = {
  'ai-ml': 'AI & Machine Learning',
  'cutting-plan': 'Cutting Plan',
  retail: 'Retail',
  'digital-twin': 'Digital Twin',
  'ai-engineering': 'AI Engineering',
  planning: 'Planning',
  'demand-planning': 'Demand Planning',
  inventory: 'Inventory Management',
  'decision-intelligence': 'Decision Intelligence',
} as const;
export type ArticleCategory = keyof typeof articleCategories;

/**
 * The chips above the blog list, in order (spec 3.2). A chip matches articles whose category
 * id equals the chip's id; some chips match no article today and show the empty state.
 */
export const blogCategoryChips = [
  { id: 'all', label: 'All Posts' },
  { id: 'ai-ml', label: 'AI & Machine Learning' },
  { id: 'cutting-plan', label: 'Cutting Plan' },
  { id: 'inventory', label: 'Inventory Optimization' },
  { id: 'analytics', label: 'Supply Chain Analytics' },
  { id: 'technology', label: 'Technology Trends' },
  { id: 'case-studies', label: 'Case Studies' },
  { id: 'best-practices', label: 'Best Practices' },
] as const;
export type BlogChipId = (typeof blogCategoryChips)[number]['id'];
