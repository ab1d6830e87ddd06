/**
 * A Windows checkout (Git for Windows writes CRLF by default) or a file saved by an old Mac
 * editor (CR alone) builds the same site as the LF files in the repository: the same generated
 * indexes byte for byte, the same data for every page, the same search index.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/route-table';
import { filesUnder } from '../build-cache';
import { compareDirs } from '../lib/compare-dirs';
import { payloadBuilder } from '../route-payloads';
import { searchIndexFiles } from '../search-index';
import { compileContent } from './compile';
import { copyContent, type ContentCopy } from './test-support';

const textFile = /\.(md|mdx|yaml)$/;

/** Rewrites every text file of the copy with `lineEnd`; returns how many lines changed ends. */
function rewriteLineEnds(copy: ContentCopy, lineEnd: '\r\n' | '\r'): number {
  let lines = 0;
  for (const relative of filesUnder(copy.dir).filter((file) => textFile.test(file))) {
    const text = copy.read(relative);
    lines += text.split('\n').length - 1;
    copy.write(relative, text.replaceAll('\n', lineEnd));
  }
  return lines;
}

async function build(copy: ContentCopy) {
  const outDir = path.join(path.dirname(copy.dir), 'generated');
  const { content } = await compileContent({ contentDir: copy.dir, outDir, today: '2030-01-01' });
  const { routes } = buildRoutes(content);
  const payloadOf = payloadBuilder(content);
  return {
    outDir,
    pages: JSON.stringify(routes.map((route) => [route.path, payloadOf(route)])),
    search: JSON.stringify([...searchIndexFiles(content, copy.dir, '/assets/').files]),
  };
}

describe('line ends', () => {
  it.each([
    ['CRLF (a Windows checkout)', '\r\n'],
    ['CR (an old Mac editor)', '\r'],
  ] as const)('%s builds the same indexes, pages and search index as LF', async (_name, lineEnd) => {
    const lf = copyContent();
    const other = copyContent();
    const changed = rewriteLineEnds(other, lineEnd);
    expect(changed, 'the copy has lines to rewrite').toBeGreaterThan(100);
    expect(fs.readFileSync(other.file('site.yaml'), 'latin1')).toContain(lineEnd === '\r\n' ? '\r\n' : '\r');

    const [expected, actual] = [await build(lf), await build(other)];
    const differences = compareDirs(expected.outDir, actual.outDir);
    expect(differences.files).toBeGreaterThan(0);
    expect(differences).toMatchObject({ onlyInFirst: [], onlyInSecond: [], differing: [] });
    expect(actual.pages).toBe(expected.pages);
    expect(actual.search).toBe(expected.search);
    expect(actual.search, 'no carriage return reaches the site').not.toContain('\\r');
  });
});
