/**
 * Each product illustration rendered to markup from fixture data (not the live content): it is
 * one labelled image whose label and drawing carry the figures it was given, and it says the
 * data is a sample.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { IllustrationsPage } from '../../content/pages-schema';
import { AgentIllustration } from './agent';
import { ForecastIllustration } from './forecast';
import { formatNumber } from './frame';
import { niceTicks } from './ticks';
import { InventoryIllustration } from './inventory';
import { NetworkIllustration } from './network';
import { ReplenishmentIllustration } from './replenishment';

const sampleLabel = 'Example figures';

/** The one role="img" SVG's aria-label, unescaped. */
function imageLabel(html: string): string {
  const images = [...html.matchAll(/<svg role="img" aria-label="([^"]*)"/g)];
  expect(images).toHaveLength(1);
  return images[0]![1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
}

/** The texts drawn inside the SVG, in order. */
const drawnTexts = (html: string) => [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

function expectFrame(html: string, title: string) {
  expect(html).toContain(`>${title}</p>`);
  expect(html).toContain(`>${sampleLabel}</span>`);
  expect(html).toMatch(/<svg role="img" aria-label="[^"]+" viewBox="0 0 \d+ \d+"/);
}

describe('helpers', () => {
  it('groups thousands without Intl', () => {
    expect([7, 1200, 45000, 1234567].map(formatNumber)).toEqual(['7', '1,200', '45,000', '1,234,567']);
  });

  it('covers the values with round, evenly spaced ticks', () => {
    expect(niceTicks([760, 1650])).toEqual([750, 1000, 1250, 1500, 1750]);
    expect(niceTicks([50, 82])).toEqual([50, 60, 70, 80, 90]);
  });
});

describe('ForecastIllustration', () => {
  const data: IllustrationsPage['forecast'] = {
    title: 'Forecast of Widget A',
    unit: 'Cases',
    months: ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'],
    history: [100, 120, 110],
    forecast: [130, 140, 150],
    low: [120, 125, 131],
    high: [140, 155, 170],
    legend: { history: 'Sold', forecast: 'Predicted', band: 'Likely range' },
  };
  const html = renderToStaticMarkup(<ForecastIllustration data={data} sampleLabel={sampleLabel} />);

  it('is one labelled image summarising history, forecast and band from the data', () => {
    expectFrame(html, 'Forecast of Widget A');
    expect(imageLabel(html)).toBe(
      'Forecast of Widget A, in cases per month. Sold from M1 to M3: 100 to 110. Predicted from M4 to M6: 130 to 150, Likely range 131 to 170 in M6.',
    );
  });

  it('labels both axes and shows the legend', () => {
    const texts = drawnTexts(html);
    expect(texts).toEqual(expect.arrayContaining(['Cases', 'M1', 'M6', '100', '160']));
    for (const entry of ['Sold', 'Predicted', 'Likely range']) expect(html).toContain(`</span>${entry}</li>`);
  });
});

describe('InventoryIllustration', () => {
  const data: IllustrationsPage['inventory'] = {
    title: 'Cover grid',
    locations: ['North', 'South', 'East'],
    rows: [
      { sku: 'SKU-1', days: [3, 15, 60] },
      { sku: 'SKU-2', days: [25, 8, 30] },
      { sku: 'SKU-3', days: [12, 22, 2] },
    ],
    bands: [
      { label: 'Short', from: 0 },
      { label: 'Thin', from: 10 },
      { label: 'Fine', from: 20 },
      { label: 'Heavy', from: 50 },
    ],
  };
  const html = renderToStaticMarkup(<InventoryIllustration data={data} sampleLabel={sampleLabel} />);

  it('draws every SKU, location and cell value, coloured by its band', () => {
    expectFrame(html, 'Cover grid');
    expect(drawnTexts(html)).toEqual([
      'North',
      'South',
      'East',
      'SKU-1',
      '3',
      '15',
      '60',
      'SKU-2',
      '25',
      '8',
      '30',
      'SKU-3',
      '12',
      '22',
      '2',
    ]);
    expect(html).toMatch(/class="fill-red-100"><\/rect><text[^>]*class="fill-red-800">3</);
    expect(html).toMatch(/class="fill-sky-100"><\/rect><text[^>]*class="fill-sky-800">60</);
  });

  it('counts the cells per band and names the lowest cover in its label; the legend gives the ranges', () => {
    expect(imageLabel(html)).toBe(
      'Cover grid: 3 SKUs at 3 locations (North, South, East). Cells by band: 3 short, 2 thin, 3 fine, 1 heavy. Lowest cover: SKU-3 at East, 2 days.',
    );
    for (const entry of ['Short (0-9 days)', 'Thin (10-19 days)', 'Fine (20-49 days)', 'Heavy (50+ days)'])
      expect(html).toContain(`</span>${entry}</li>`);
  });
});

describe('ReplenishmentIllustration', () => {
  const data: IllustrationsPage['replenishment'] = {
    title: 'Order queue',
    columns: { sku: 'Item', location: 'Site', qty: 'Amount', due: 'By', status: 'State' },
    statuses: { approve: 'Go', review: 'Check' },
    orders: [
      { sku: 'A-1', location: 'Site One', qty: 12500, due: '2026-01-05', status: 'approve' },
      { sku: 'B-2', location: 'Site Two', qty: 40, due: '2026-12-31', status: 'review' },
      { sku: 'C-3', location: 'Site One', qty: 999, due: '2026-03-09', status: 'approve' },
    ],
  };
  const html = renderToStaticMarkup(<ReplenishmentIllustration data={data} sampleLabel={sampleLabel} />);

  it('draws the headings and one row per order with formatted quantity, date and status chip', () => {
    expectFrame(html, 'Order queue');
    expect(drawnTexts(html)).toEqual([
      ...['Item', 'Site', 'Amount', 'By', 'State'],
      ...['A-1', 'Site One', '12,500', '5 Jan', 'Go'],
      ...['B-2', 'Site Two', '40', '31 Dec', 'Check'],
      ...['C-3', 'Site One', '999', '9 Mar', 'Go'],
    ]);
  });

  it('lists the orders and counts the statuses in its label', () => {
    expect(imageLabel(html)).toBe(
      'Order queue: 3 orders, 2 marked go, 1 marked check. A-1 to Site One, 12,500 due 5 Jan, Go; B-2 to Site Two, 40 due 31 Dec, Check; C-3 to Site One, 999 due 9 Mar, Go.',
    );
  });
});

describe('NetworkIllustration', () => {
  const data: IllustrationsPage['network'] = {
    title: 'Tiny network',
    legend: { plant: 'Factory', dc: 'Hub', store: 'Shop', lane: 'Route' },
    nodes: [
      { id: 'f', name: 'Forge', kind: 'plant', x: 10, y: 10 },
      { id: 'h', name: 'Harbour', kind: 'dc', x: 50, y: 50 },
      { id: 's1', name: 'Shop One', kind: 'store', x: 90, y: 20 },
      { id: 's2', name: 'Shop Two', kind: 'store', x: 80, y: 90 },
    ],
    lanes: [
      { from: 'f', to: 'h' },
      { from: 'h', to: 's1' },
      { from: 'h', to: 's2' },
    ],
  };
  const html = renderToStaticMarkup(<NetworkIllustration data={data} sampleLabel={sampleLabel} />);

  it('draws a node and a name per place and a path per lane, with a legend of the kinds', () => {
    expectFrame(html, 'Tiny network');
    expect(drawnTexts(html)).toEqual(['Forge', 'Harbour', 'Shop One', 'Shop Two']);
    expect(html.match(/<path d="M[^"]*Q/g)).toHaveLength(3);
    expect(html.match(/<rect /g)).toHaveLength(1 + 3); // one plant, and the legend's three node swatches
    for (const entry of ['Factory', 'Hub', 'Shop', 'Route']) expect(html).toContain(`</span>${entry}</li>`);
  });

  it('names every place by kind and every lane in its label', () => {
    expect(imageLabel(html)).toBe(
      'Tiny network. Factory: Forge. Hub: Harbour. Shop: Shop One, Shop Two. 3 lanes: Forge to Harbour; Harbour to Shop One and Shop Two.',
    );
  });

  it('keeps the decorative landmass out of the accessibility tree', () => {
    expect(html).toMatch(/<path d="M44 [^"]*" aria-hidden="true"/);
  });
});

describe('AgentIllustration', () => {
  const data: IllustrationsPage['agent'] = {
    title: 'Agent log',
    resolvedLabel: 'Done',
    openLabel: 'Waiting',
    events: [
      { raised: '07:00', exception: 'Late truck', action: 'Rebooked carrier', resolved: '07:20' },
      { raised: '09:15', exception: 'Price spike', action: 'Buy order drafted' },
    ],
  };
  const html = renderToStaticMarkup(<AgentIllustration data={data} sampleLabel={sampleLabel} />);

  it('draws the exceptions in order with their times, actions and state', () => {
    expectFrame(html, 'Agent log');
    expect(drawnTexts(html)).toEqual([
      '07:00',
      'Late truck',
      'Rebooked carrier',
      'Done 07:20',
      '09:15',
      'Price spike',
      'Buy order drafted',
      'Waiting',
    ]);
  });

  it('summarises them in its label', () => {
    expect(imageLabel(html)).toBe(
      'Agent log: 2 exceptions raised, 1 done. 07:00 Late truck: Rebooked carrier (Done 07:20); 09:15 Price spike: Buy order drafted (Waiting).',
    );
  });
});
