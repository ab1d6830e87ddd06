import { describe, expect, it } from 'vitest';
import { illustrationsPage } from '@content/pages/illustrations';
import { laneCurve, MAP, overlaps, placeLabels, px, py } from './network-layout';

const { nodes, lanes } = illustrationsPage.network;
const byId = new Map(nodes.map((node) => [node.id, node]));
const curves = lanes.map((lane) => ({ lane, points: laneCurve(byId.get(lane.from)!, byId.get(lane.to)!).points }));

describe('the network map of the content', () => {
  const labels = placeLabels(nodes, lanes);

  it('has a label per node, inside the map', () => {
    expect(labels.map((label) => label.id)).toEqual(nodes.map((node) => node.id));
    for (const { id, box } of labels) {
      expect(box.x0, id).toBeGreaterThanOrEqual(0);
      expect(box.x1, id).toBeLessThanOrEqual(MAP.width);
      expect(box.y0, id).toBeGreaterThanOrEqual(0);
      expect(box.y1, id).toBeLessThanOrEqual(MAP.height);
    }
  });

  it('draws no lane through a city label, and no label over another or over a node', () => {
    for (const { id, box } of labels) {
      for (const { lane, points } of curves) {
        expect(
          points.some((point) => point.x >= box.x0 && point.x <= box.x1 && point.y >= box.y0 && point.y <= box.y1),
          `${lane.from} -> ${lane.to} crosses ${id}`,
        ).toBe(false);
      }
      for (const other of labels) if (other.id !== id) expect(overlaps(box, other.box), `${id} over ${other.id}`).toBe(false);
      for (const node of nodes) {
        if (node.id === id) continue;
        const [x, y] = [px(node), py(node)];
        expect(x >= box.x0 - 4 && x <= box.x1 + 4 && y >= box.y0 - 4 && y <= box.y1 + 4, `${id} over node ${node.id}`).toBe(false);
      }
    }
  });
});

describe('placeLabels', () => {
  const node = (id: string, x: number, y: number) => ({ id, name: id, kind: 'store' as const, x, y });

  it('puts a label on the right unless a lane leaves that way, then on the left', () => {
    expect(placeLabels([node('West', 20, 50)], [])[0]?.side).toBe('right');
    const [west] = placeLabels([node('West', 20, 50), node('East', 80, 50)], [{ from: 'West', to: 'East' }]);
    expect(west?.side).not.toBe('right');
  });
});
