import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledFixtures } from './content/test-support';
import { copyStoryPdfs, generateStoryPdfs, pdfDistFile, renderStoryPdf } from './story-pdfs';

/**
 * The text a PDF viewer would show, in drawing order. Enough of a PDF reader for what
 * @react-pdf writes: Type0 fonts with a ToUnicode map, text drawn with Tf and TJ/Tj.
 */
function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match as unknown as [string, string, string];
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(id, { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(body.indexOf('\n', streamAt) + 1, body.lastIndexOf('endstream')), 'latin1');
    objects.set(id, { dict, stream: (dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1') });
  }
  const ref = (dict: string, key: string) => dict.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1];

  // Glyph id -> text, per font object.
  const cmaps = new Map<string, Map<number, string>>();
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [id, object] of objects) {
    const toUnicode = ref(object.dict, 'ToUnicode');
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : undefined;
    if (!cmap) continue;
    const map = new Map<number, string>();
    for (const [, ranges] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      // <first> <last> [<text> <text> ...]  or  <first> <last> <text of first>
      for (const [, first, last, list, start] of ranges!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<(\w+)>)/g)) {
        const from = parseInt(first!, 16);
        if (list !== undefined) [...list.matchAll(/<(\w+)>/g)].forEach(([, unicode], offset) => map.set(from + offset, hexText(unicode!)));
        else
          for (let glyph = from; glyph <= parseInt(last!, 16); glyph += 1)
            map.set(glyph, String.fromCodePoint(parseInt(start!, 16) + glyph - from));
      }
    }
    for (const [, chars] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, glyph, unicode] of chars!.matchAll(/<(\w+)>\s*<(\w+)>/g)) map.set(parseInt(glyph!, 16), hexText(unicode!));
    }
    cmaps.set(id, map);
  }

  const runs: string[] = [];
  for (const page of [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.dict))) {
    const resources = objects.get(ref(page.dict, 'Resources') ?? '')?.dict ?? '';
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [name!, id!]));
    const content = objects.get(ref(page.dict, 'Contents') ?? '')?.stream ?? '';
    let cmap: Map<number, string> | undefined;
    for (const [, font, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (font) cmap = cmaps.get(fonts.get(font) ?? '');
      else if (shown && cmap) {
        const glyphs = [...shown.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => hex!.match(/.{4}/g) ?? []);
        runs.push(glyphs.map((glyph) => cmap!.get(parseInt(glyph, 16)) ?? '\uFFFD').join(''));
      }
    }
  }
  return runs.join(' ');
}

/** Line breaks and runs put spaces in other places than the source: compare without them. */
const squash = (text: string) => text.replace(/\s+/g, '');

// Rendering a PDF takes a second or two, several under load: generous limits, not timings.
const PDF_TIMEOUT_MS = 60_000;
const { content, story: fixture } = await compiledFixtures();
const { site } = content;

describe('a story PDF', () => {
  it('is a two-page A4 PDF whose text is the story', { timeout: PDF_TIMEOUT_MS }, async () => {
    const helmet = fixture;
    const bytes = await renderStoryPdf(helmet, site);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const source = bytes.toString('latin1');
    expect(source.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(source).toContain('/MediaBox [0 0 595.28');
    // Document info (what a viewer shows as the title) is stored as plain text.
    expect(source).toMatch(/\/Title \d+ 0 R/);
    expect(source).toContain(`(${helmet.title})`);

    const text = squash(pdfText(bytes));
    const expected = [
      helmet.title,
      helmet.company,
      helmet.location,
      'The Challenge',
      helmet.problemAreas[0]!,
      'Our Solution',
      helmet.highlights[3]!.title,
      ...helmet.results.flatMap((result) => [result.value, result.metric]),
      helmet.testimonial.quote,
      'Implementation Details',
      helmet.implementation.duration,
      helmet.implementation.team,
      ...helmet.implementation.modules,
      site.email,
      site.phone,
      'Page 2 of 2',
    ];
    for (const snippet of expected) expect(text).toContain(squash(snippet));
  });

  it('draws currency signs beyond basic Latin, like the rupee', { timeout: PDF_TIMEOUT_MS }, async () => {
    const rupees = {
      ...fixture,
      results: fixture.results.map((result, index) => (index === 0 ? { ...result, value: '₹350 crore' } : result)),
    };
    const text = pdfText(await renderStoryPdf(rupees, site));
    expect(text).not.toContain('\uFFFD');
    expect(squash(text)).toContain(squash('₹350 crore'));
  });

  it('names its file after the story id', () => {
    expect(pdfDistFile({ pdfPath: '/pdfs/ID%201.pdf' })).toBe('pdfs/ID 1.pdf');
    expect(pdfDistFile(fixture)).toBe(`pdfs/ID ${fixture.id}.pdf`);
  });
});

describe('the PDF build step', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'story-pdfs-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const two = [
    fixture,
    { ...fixture, id: fixture.id + 1, slug: 'second-story', pdfPath: `/pdfs/ID%20${fixture.id + 1}.pdf`, title: 'A Second Story' },
  ];

  it('renders only what changed, copies into dist/pdfs and forgets old versions', { timeout: 3 * PDF_TIMEOUT_MS }, async () => {
    const cacheDir = path.join(tmp, 'cache');
    const first = await generateStoryPdfs({ stories: two, site }, cacheDir);
    expect({ generated: first.generated, cached: first.cached }).toEqual({ generated: 2, cached: 0 });

    const again = await generateStoryPdfs({ stories: two, site }, cacheDir);
    expect({ generated: again.generated, cached: again.cached }).toEqual({ generated: 0, cached: 2 });
    expect(again.pdfs).toEqual(first.pdfs);

    const edited = [{ ...two[0]!, title: `${two[0]!.title} (updated)` }, two[1]!];
    const afterEdit = await generateStoryPdfs({ stories: edited, site }, cacheDir);
    expect({ generated: afterEdit.generated, cached: afterEdit.cached }).toEqual({ generated: 1, cached: 1 });
    expect(fs.readdirSync(path.join(cacheDir, 'pdfs')).sort()).toEqual(afterEdit.pdfs.map((pdf) => path.basename(pdf.cacheFile)).sort());

    const distDir = path.join(tmp, 'dist');
    copyStoryPdfs(afterEdit.pdfs, distDir);
    const copied = fs.readFileSync(path.join(distDir, 'pdfs', `ID ${two[0]!.id}.pdf`));
    expect(copied.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(squash(pdfText(copied))).toContain(squash(`${two[0]!.title} (updated)`));
  });
});
