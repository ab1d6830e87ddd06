/**
 * What a reader sees of a table in an article: the renderer draws the parser's rows, the first
 * as the column headings, with as many columns as the table's first row has, whether the
 * marketer typed tabs or pipes.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';

/** The table's cells as text: one array per row, header row first. */
function tableOf(body: string): { head: string[]; rows: string[][] } {
  const html = renderToStaticMarkup(<ArticleBody body={body} />);
  const cells = (row: string, tag: 'th' | 'td') =>
    [...row.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
  const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => match[1]!);
  return { head: cells(rows[0] ?? '', 'th'), rows: rows.slice(1).map((row) => cells(row, 'td')) };
}

describe('an article table as the reader sees it', () => {
  it('draws a four-column pipe table as GitHub shows it, without its separator line', () => {
    expect(
      tableOf('| Metric | Q1 | Q2 | Q3 |\n|---|---|---|---|\n| Fill rate | 91% | **94%** | 97% |\n| Lead time | 9 d | 7 d | 5 d |'),
    ).toEqual({
      head: ['Metric', 'Q1', 'Q2', 'Q3'],
      rows: [
        ['Fill rate', '91%', '94%', '97%'],
        ['Lead time', '9 d', '7 d', '5 d'],
      ],
    });
  });

  it('draws a two-column tab table, a row starting with "## " kept inside it', () => {
    expect(tableOf('Step\tOwner\nForecast\tPlanner\n## Review\tManager')).toEqual({
      head: ['Step', 'Owner'],
      rows: [
        ['Forecast', 'Planner'],
        ['## Review', 'Manager'],
      ],
    });
  });
});
