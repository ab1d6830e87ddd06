/**
 * bench:scale's peer: Eleventy 3 (a devDependency) building a minimal blog of `articles`
 * Markdown files, with the given bodies in turn, one Nunjucks layout and an index page
 * listing every article: the static-site generator's own common case, timed from the command
 * (with its start-up) as our build is. Written to and built in a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';

const layout = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ title }}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<header><a href="/">Blog</a></header>
<main><h1>{{ title }}</h1>
{{ content | safe }}
</main>
</body>
</html>
`;

const index = `---
layout: layout.njk
title: Blog
---
<ul>
{%- for post in collections.post | reverse %}
  <li><a href="{{ post.url }}">{{ post.data.title }}</a> {{ post.date.toISOString().slice(0, 10) }}</li>
{%- endfor %}
</ul>
`;

export interface PeerResult {
  version: string;
  articles: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  load: string;
}

export function eleventyBlog(articles: number, bodies: readonly string[]): PeerResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eleventy-peer-'));
  try {
    const src = path.join(dir, 'src');
    fs.mkdirSync(path.join(src, '_includes'), { recursive: true });
    fs.mkdirSync(path.join(src, 'posts'), { recursive: true });
    fs.writeFileSync(path.join(src, '_includes/layout.njk'), layout);
    fs.writeFileSync(path.join(src, 'index.njk'), index);
    fs.writeFileSync(path.join(src, 'posts/posts.json'), JSON.stringify({ layout: 'layout.njk', tags: 'post' }));
    for (let i = 1; i <= articles; i++) {
      const day = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString().slice(0, 10);
      const body = bodies[i % bodies.length] ?? '';
      fs.writeFileSync(path.join(src, 'posts', `article-${i}.md`), `---\ntitle: "Article ${i}"\ndate: ${day}\n---\n${body}\n`);
    }
    const load = os.loadavg()[0]!.toFixed(2);
    const started = performance.now();
    execFileSync(path.join(projectRoot, 'scripts/bench/node_modules/.bin/eleventy'), ['--input=src', '--output=_site', '--quiet'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seconds = (performance.now() - started) / 1000;
    const pages = fs.readdirSync(path.join(dir, '_site'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
    const { version } = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'scripts/bench/node_modules/@11ty/eleventy/package.json'), 'utf8'),
    ) as { version: string };
    return { version, articles, pages, seconds: Number(seconds.toFixed(2)), pagesPerSecond: Math.round(pages / seconds), load };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
