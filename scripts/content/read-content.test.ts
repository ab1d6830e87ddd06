import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems } from './problems';
import { readContent } from './read-content';
import { copyContent, setField } from './test-support';

const root = path.resolve(import.meta.dirname, '../..');

describe('readContent on the real content/', () => {
  it('compiles without problems', async () => {
    const { content, problems } = await readContent(path.join(root, 'content'));
    expect(problems, formatProblems(problems)).toEqual([]);
    expect(content).toBeDefined();
  });
});

describe('a story and an article added as docs/editing.md says', () => {
  it('both compile, with the fields the pages need derived', async () => {
    const copy = copyContent();
    copy.write('stories/fixture-readme-story.md', copy.newStory());
    copy.write('articles/fixture-readme-article.md', copy.newArticle());
    const before = (await readContent(copyContent().dir, { fixtures: true })).content!;
    const { content, problems } = await readContent(copy.dir, { fixtures: true });
    expect(problems).toEqual([]);
    expect(content!.stories).toHaveLength(before.stories.length + 1);
    expect(content!.articles).toHaveLength(before.articles.length + 1);

    const story = content!.stories.find((candidate) => candidate.slug === 'fixture-readme-story')!;
    expect(story.canonicalPath).toBe('/fixture-readme-story');
    expect(story.pdfPath).toBe(`/pdfs/ID%20${story.id}.pdf`);
    expect(story.listed).toBe(true);

    const article = content!.articles.find((candidate) => candidate.slug === 'fixture-readme-article')!;
    expect(article.date).toBe('2025-05-05');
    const category = content!.pages.blog.categories.find((candidate) => candidate.id === article.category)!;
    expect(article.categoryLabel).toBe(category.label);
    expect(article.readingMinutes).toBe(1);
    expect(content!.articleBodies['fixture-readme-article']).toMatch(/^Title: When Safety Stock Stops Working/);
  });
});

describe('scheduled publishing and drafts', () => {
  function withFutureAndDraft() {
    const copy = copyContent();
    copy.write('stories/fixture-future-story.md', setField(copy.newStory(), 'publishDate', '2031-03-01'));
    copy.write('articles/fixture-draft-article.md', copy.newArticle().replace(/^category:/m, 'draft: true\ncategory:'));
    return copy;
  }

  it('leaves out entries dated after today and drafts, and says what it held back', async () => {
    const { content, notes } = await readContent(withFutureAndDraft().dir, { fixtures: true, today: '2031-02-28' });
    expect(content!.stories.map((story) => story.slug)).not.toContain('fixture-future-story');
    expect(content!.articles.map((article) => article.slug)).not.toContain('fixture-draft-article');
    expect(notes).toContainEqual({ file: 'content/stories/fixture-future-story.md', message: 'held back until 2031-03-01 (its date is in the future)' });
  });

  it('publishes a scheduled entry on its date', async () => {
    const { content } = await readContent(withFutureAndDraft().dir, { fixtures: true, today: '2031-03-01' });
    expect(content!.stories.find((story) => story.slug === 'fixture-future-story')?.unpublished).toBeUndefined();
  });

  it('in a preview, includes both, marked as what they are', async () => {
    const { content } = await readContent(withFutureAndDraft().dir, { fixtures: true, today: '2031-02-28', preview: true });
    expect(content!.stories.find((story) => story.slug === 'fixture-future-story')?.unpublished).toEqual({ kind: 'scheduled', date: '2031-03-01' });
    expect(content!.articles.find((article) => article.slug === 'fixture-draft-article')?.unpublished).toEqual({ kind: 'draft' });
  });
});
