/**
 * The content editor (npm run edit, scripts/editor/) is never part of the public site: the
 * build has no /admin/ page, no file of the editor, and no page links to it, and the site
 * answers /admin/ with its not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../scripts/content/compile';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

describe('the content editor is not shipped', () => {
  const dist = path.join(projectRoot, 'dist');
  const files = filesUnder(dist);

  it('the build has no admin folder and no file of the editor', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => /(^|\/)admin(\/|$)/.test(path.relative(dist, file)))).toEqual([]);
    // Decap's code names itself in its bundle; the site's text files must not hold it.
    const texts = files.filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file));
    expect(texts.filter((file) => /decap-cms|registerPreviewTemplate/.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('no page links to /admin/, and the site answers it with not found', async () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.filter((file) => /href="\/admin/.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
    const response = await fetch(`${inject('baseURL')}/admin/`);
    expect(response.status).toBe(404);
  });
});
