import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems } from './problems';
import { readContent } from './read-content';

const root = path.resolve(import.meta.dirname, '../..');

describe('readContent on the real content/', () => {
  const { content, problems } = readContent(path.join(root, 'content'), { drafts: false });

  it('compiles without problems', () => {
    expect(formatProblems(problems)).toBe('Content has 0 problems:\n');
    expect(content).toBeDefined();
  });

  it('holds the 15 stories, 12 articles and both policies', () => {
    expect(content!.stories).toHaveLength(15);
    expect(content!.stories.filter((story) => story.listed)).toHaveLength(13);
    expect(content!.articles).toHaveLength(12);
    expect(content!.articles.filter((article) => article.listed).map((article) => article.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(content!.legal.map((page) => page.path).sort()).toEqual(['/Cookies', '/PrivacyPolicy']);
  });

  it('derives canonical paths, PDF addresses and normalised dates', () => {
    const helmet = content!.stories.find((story) => story.slug === 'helmet-manufacturer-ai-transformation')!;
    expect(helmet.canonicalPath).toBe('/helmet-manufacturer-ai-transformation');
    expect(helmet.pdfPath).toBe('/pdfs/ID%201.pdf');
    expect(helmet.aliases).toContain('/End-to-end-AI-Integration');
    const roi = content!.articles.find((article) => article.slug === 'roi-of-technology')!;
    expect(roi.date).toBe('2025-06-15');
    expect(content!.articles.find((article) => article.id === 11)!.date).toBe('2025-07-04');
  });
});

describe('readContent on a deliberately broken folder', () => {
  const { content, problems } = readContent(path.join(root, 'tests/fixtures/broken-content'), { drafts: false });
  const message = formatProblems(problems);

  it('writes nothing and reports every problem at once', () => {
    expect(content).toBeUndefined();
    expect(problems.length).toBeGreaterThanOrEqual(12);
  });

  it('names the file, the field, what was found and what was expected', () => {
    const lines = message.split('\n');
    const line = (file: string, field: string) => lines.find((candidate) => candidate.includes(`${file}: ${field}:`));
    expect(line('broken-content/site.yaml', 'email')).toMatch(/found "not-an-email" \(string\): invalid email address/i);
    expect(line('broken-content/site.yaml', 'origin')).toContain('found "https://www.translytix.example/" (string), but it must not end with "/"');
    expect(line('broken-content/site.yaml', 'contactRecipients')).toContain('found a list of 0, expected array to have >=1 items');
    expect(line('broken-content/stories/broken-story.md', 'id')).toContain('found "seven" (string), expected number');
    expect(line('broken-content/stories/broken-story.md', 'featured')).toContain('found "yes please" (string), expected boolean');
    expect(line('broken-content/stories/broken-story.md', 'problemAreas')).toContain('found a list of 3, expected array to have exactly 4 items');
    expect(line('broken-content/stories/broken-story.md', 'testimonial.initials')).toContain('found "hp" (string), but it must be 1-3 capital letters');
    expect(line('broken-content/stories/broken-story.md', 'implementation.duration')).toContain('found "three months" (string), but it must read like "12 weeks"');
    expect(line('broken-content/stories/broken-story.md', 'pdfFileName')).toContain('found "Broken" (string), but it must be a file name ending in .pdf');
    expect(line('broken-content/articles/impossible-date.md', 'date')).toContain('found "31-02-2025", expected a real date');
    expect(line('broken-content/articles/Bad_Name.md', '(file name)')).toContain('expected lowercase words joined by hyphens');
    expect(line('broken-content/articles/Bad_Name.md', 'category')).toMatch(/found "not-a-category"/);
    expect(line('broken-content/pages/home.yaml', '(file)')).toContain('is missing');
  });

  it('fails on internal links to pages that do not exist', () => {
    expect(message).toContain('broken-content/legal/policy.mdx: link: links to "/pricing", which is no page of this site');
  });
});

describe('cross-file checks', () => {
  function withExtraFile(relativePath: string, text: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, relativePath), text);
    return readContent(dir, { drafts: false });
  }
  const roi = fs.readFileSync(path.join(root, 'content/articles/roi-of-technology.md'), 'utf8');

  it('refuses two articles with the same id, naming the first one', () => {
    const { content, problems } = withExtraFile('articles/roi-copy.md', roi);
    expect(content).toBeUndefined();
    // Files are read in name order, so roi-copy.md comes first and roi-of-technology.md is the repeat.
    expect(formatProblems(problems)).toMatch(/articles\/roi-of-technology\.md: id: found 1, which .*articles\/roi-copy\.md uses already; expected a unique value/);
  });

  it('refuses an article whose slug is also a story slug (both would live at /{slug})', () => {
    const { problems } = withExtraFile('articles/petrochemical-pr-automation.md', roi.replace('id: 1', 'id: 99'));
    expect(formatProblems(problems)).toMatch(/articles\/petrochemical-pr-automation\.md: \(file name\): found "petrochemical-pr-automation", which .*stories\/petrochemical-pr-automation\.md uses already/);
  });

  it('shows drafts only when asked (the dev server does)', () => {
    const draft = roi.replace('id: 1', 'id: 98\ndraft: true');
    const published = withExtraFile('articles/draft-article.md', draft);
    expect(published.content!.articles.map((article) => article.slug)).not.toContain('draft-article');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'articles/draft-article.md'), draft);
    expect(readContent(dir, { drafts: true }).content!.articles.map((article) => article.slug)).toContain('draft-article');
  });
});
