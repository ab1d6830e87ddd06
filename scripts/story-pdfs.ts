/**
 * Build step: every story's PDF (/pdfs/ID {id}.pdf), rendered in Node with @react-pdf from the
 * story's own content, so the download never drifts from the page.
 *
 * Rendered files are kept in .cache/pdfs/<hash>.pdf, where the hash covers everything that goes
 * into a PDF (the story, the site constants, the layout code, the fonts, the library version).
 * A build renders only what changed and copies the rest. The client build empties dist/, so
 * the copy into dist/pdfs is its own call after it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import type { Site, Story } from '../src/content/types.ts';
import { pdfFontFiles, storyPdfDocument } from './story-pdf-document.tsx';

const require = createRequire(import.meta.url);
const here = import.meta.dirname;

/** Source files whose change alters every PDF. */
const layoutSources = [
  path.join(here, 'story-pdf-document.tsx'),
  path.join(here, '../src/lib/stories.ts'),
  path.join(here, '../src/lib/dates.ts'),
  path.join(here, '../src/lib/seo.ts'),
  path.join(here, '../src/design-tokens.ts'),
];

export interface RenderedPdf {
  id: number;
  /** The rendered file in the cache. */
  cacheFile: string;
  /** Where it is served from, relative to dist/ (e.g. "pdfs/ID 1.pdf"). */
  distFile: string;
}

/** dist/-relative file of a story's PDF address ("/pdfs/ID%201.pdf" -> "pdfs/ID 1.pdf"). */
export function pdfDistFile(story: Pick<Story, 'pdfPath'>): string {
  return decodeURIComponent(story.pdfPath).replace(/^\/+/, '');
}

/** Render one story's PDF. */
export async function renderStoryPdf(story: Story, site: Site): Promise<Buffer> {
  return renderToBuffer(storyPdfDocument(story, site));
}

function layoutFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(String((require('@react-pdf/renderer/package.json') as { version: string }).version));
  // Each file by name and content, not by absolute path: the same sources in another checkout
  // (a CI workspace, a copy of the project) find the PDFs already rendered.
  for (const file of [...layoutSources, ...pdfFontFiles]) hash.update(path.basename(file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export async function generateStoryPdfs(
  content: { stories: readonly Story[]; site: Site },
  cacheDir: string,
): Promise<{ pdfs: RenderedPdf[]; generated: number; cached: number }> {
  const pdfDir = path.join(cacheDir, 'pdfs');
  fs.mkdirSync(pdfDir, { recursive: true });
  const layout = layoutFingerprint();
  const pdfs: RenderedPdf[] = [];
  let generated = 0;
  for (const story of content.stories) {
    const key = createHash('sha256')
      .update(layout)
      .update(JSON.stringify({ story, site: content.site }))
      .digest('hex')
      .slice(0, 32);
    const cacheFile = path.join(pdfDir, `${key}.pdf`);
    if (!fs.existsSync(cacheFile)) {
      const bytes = await renderStoryPdf(story, content.site);
      // Write then rename: an interrupted build never leaves a truncated PDF in the cache.
      fs.writeFileSync(`${cacheFile}.tmp`, bytes);
      fs.renameSync(`${cacheFile}.tmp`, cacheFile);
      generated += 1;
    }
    pdfs.push({ id: story.id, cacheFile, distFile: pdfDistFile(story) });
  }
  // Forget PDFs of earlier versions, so the cache does not grow with every edit.
  const current = new Set(pdfs.map((pdf) => path.basename(pdf.cacheFile)));
  for (const name of fs.readdirSync(pdfDir)) {
    if (!current.has(name)) fs.rmSync(path.join(pdfDir, name), { force: true });
  }
  return { pdfs, generated, cached: pdfs.length - generated };
}

export function copyStoryPdfs(pdfs: readonly RenderedPdf[], distDir: string): void {
  for (const pdf of pdfs) {
    const target = path.join(distDir, pdf.distFile);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(pdf.cacheFile, target);
  }
}
