/**
 * Every regular expression in the server's code runs in linear time. Each literal in server/
 * (and each RegExp built from a literal) is found with the TypeScript parser and checked by
 * recheck, a ReDoS checker; so is the e-mail pattern zod applies to the recipient. A RegExp
 * built from anything but a literal cannot be checked, so it fails the test too. (The
 * libraries' own parsing of headers is timed with hostile 8 KB headers in static-files.test.ts
 * and the e2e security tests.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

interface Found {
  where: string;
  source?: string;
  flags?: string;
}

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    // Tests and their helpers never see a request.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.startsWith('test-') ? [full] : [];
  });
}

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

function regexesIn(file: string): Found[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText();
      const end = text.lastIndexOf('/');
      found.push({ where: where(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      found.push({ where: where(node), source: literalText(pattern), flags: flags ? literalText(flags) : '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const found = serverSources(import.meta.dirname).flatMap(regexesIn);
found.push({ where: "zod's e-mail pattern (the recipient)", source: z.regexes.email.source, flags: z.regexes.email.flags });

describe('regular expressions on the request path', () => {
  it('are found (the search itself works)', () => {
    expect(found.some((regex) => regex.where.includes('message.ts'))).toBe(true);
    expect(found.length).toBeGreaterThan(5);
  });

  it('are all literals, so they can be checked', () => {
    expect(found.filter((regex) => regex.source === undefined || regex.flags === undefined).map((regex) => regex.where)).toEqual([]);
  });

  it('are all safe from catastrophic backtracking (recheck)', async () => {
    const results = await Promise.all(
      found.map(async (regex) => {
        const diagnostics = await check(regex.source ?? '', regex.flags ?? '', { timeout: 20_000 });
        return { where: regex.where, regex: `/${regex.source}/${regex.flags}`, status: diagnostics.status };
      }),
    );
    expect(results.filter((result) => result.status !== 'safe')).toEqual([]);
  }, 60_000);
});
