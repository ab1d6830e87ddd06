/**
 * `npm run bench:parser`: how long the article-body parser takes on a 10,000-line body that
 * uses every rule, as the median of repeated runs (a figure to watch, not a timed test).
 */
import { parseArticleBody } from '../../src/lib/article-body.ts';

const LINES = 10_000;
const RUNS = 51;
const WARMUP = 10;

const pattern = [
  'Title: A benchmark body',
  '## A heading with **bold** words',
  '### A subheading',
  'A paragraph of ordinary length about inventory, forecasts and the **working capital** they tie up in the network.',
  '- A list item',
  '- Another list item with <b>HTML</b> kept as text',
  '✅ A check item',
  '❌ A cross item',
  '📈 A marker paragraph',
  '> A block quote',
  '“A quoted line”',
  'Metric\tBefore\tAfter',
  'Fill rate\t91.5%\t96.8%',
  'A paragraph with *italic* words, a [link to the blog](/blog) and [an outside study](https://example.com/study).',
  '1. A numbered item',
  '2. Another numbered item',
  '![A chart of fill rate by week](/images/articles/fill-rate.png)',
  '',
];
const body = Array.from({ length: LINES }, (_, index) => pattern[index % pattern.length]).join('\n');

for (let run = 0; run < WARMUP; run++) parseArticleBody(body);
const times: number[] = [];
let blocks = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  blocks = parseArticleBody(body).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  `article parser: ${LINES.toLocaleString('en-US')} lines (${(body.length / 1024).toFixed(0)} KiB) -> ${blocks} blocks; ` +
    `median ${median.toFixed(2)} ms, min ${(times[0] ?? 0).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms over ${RUNS} runs`,
);
