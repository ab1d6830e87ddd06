/**
 * Where the network map draws its nodes, lanes and labels, apart from drawing them so it can be
 * tested as geometry. A label goes beside its node on the first side (right, left, below,
 * above, then the corners) where no lane runs through it and it covers no other label or node: labels placed
 * always on the right had lanes leaving a node to the east run through its own name.
 */
import type { IllustrationsPage } from '../../content/pages-schema';
import { round } from './frame';

type Node = IllustrationsPage['network']['nodes'][number];
type Lane = IllustrationsPage['network']['lanes'][number];

export const MAP = { width: 360, height: 240 } as const;
/** 12-unit labels: about 6.6 units a character of Inter at medium weight, with a little air. */
const CHAR = 6.6;
const LABEL_HEIGHT = 13;
const GAP = 9;

export const px = (node: Pick<Node, 'x'>) => round(20 + node.x * 2.9);
export const py = (node: Pick<Node, 'y'>) => round(16 + node.y * 2.1);

export type Side = 'right' | 'left' | 'below' | 'above' | 'below-right' | 'above-right' | 'below-left' | 'above-left';
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface PlacedLabel {
  id: string;
  side: Side;
  /** Where the text goes: its anchor point and text-anchor. */
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
}

/** A lane as a gentle quadratic bow, so lanes that cross stay distinguishable. */
export function laneCurve(from: Node, to: Node) {
  const [ax, ay, bx, by] = [px(from), py(from), px(to), py(to)];
  const control = { x: round((ax + bx) / 2 + (by - ay) / 6), y: round((ay + by) / 2 - (bx - ax) / 6) };
  return {
    path: `M${ax} ${ay}Q${control.x} ${control.y} ${bx} ${by}`,
    points: Array.from({ length: 41 }, (_, step) => {
      const t = step / 40;
      return {
        x: (1 - t) ** 2 * ax + 2 * (1 - t) * t * control.x + t * t * bx,
        y: (1 - t) ** 2 * ay + 2 * (1 - t) * t * control.y + t * t * by,
      };
    }),
  };
}

function labelAt(node: Node, side: Side): PlacedLabel {
  const [x, y] = [px(node), py(node)];
  const width = node.name.length * CHAR;
  const half = LABEL_HEIGHT / 2;
  const at = {
    right: { x: x + GAP, y: y + 4, anchor: 'start', box: { x0: x + GAP, y0: y - half, x1: x + GAP + width, y1: y + half } },
    left: { x: x - GAP, y: y + 4, anchor: 'end', box: { x0: x - GAP - width, y0: y - half, x1: x - GAP, y1: y + half } },
    below: { x, y: y + GAP + 10, anchor: 'middle', box: { x0: x - width / 2, y0: y + GAP, x1: x + width / 2, y1: y + GAP + LABEL_HEIGHT } },
    above: { x, y: y - GAP - 2, anchor: 'middle', box: { x0: x - width / 2, y0: y - GAP - LABEL_HEIGHT, x1: x + width / 2, y1: y - GAP } },
    'below-right': {
      x: x + 5,
      y: y + GAP + 8,
      anchor: 'start',
      box: { x0: x + 5, y0: y + GAP - 2, x1: x + 5 + width, y1: y + GAP - 2 + LABEL_HEIGHT },
    },
    'above-right': { x: x + 5, y: y - GAP, anchor: 'start', box: { x0: x + 5, y0: y - GAP - 10, x1: x + 5 + width, y1: y - GAP + 3 } },
    'below-left': {
      x: x - 5,
      y: y + GAP + 8,
      anchor: 'end',
      box: { x0: x - 5 - width, y0: y + GAP - 2, x1: x - 5, y1: y + GAP - 2 + LABEL_HEIGHT },
    },
    'above-left': { x: x - 5, y: y - GAP, anchor: 'end', box: { x0: x - 5 - width, y0: y - GAP - 10, x1: x - 5, y1: y - GAP + 3 } },
  } as const;
  return { id: node.id, side, ...at[side] };
}

const inside = (point: { x: number; y: number }, box: Box, pad = 1) =>
  point.x >= box.x0 - pad && point.x <= box.x1 + pad && point.y >= box.y0 - pad && point.y <= box.y1 + pad;
export const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Each node's label, on its best side: lanes crossed, then labels and nodes covered, then leaving the map, cost. */
export function placeLabels(nodes: readonly Node[], lanes: readonly Lane[]): PlacedLabel[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const curves = lanes.flatMap((lane) => {
    const from = byId.get(lane.from);
    const to = byId.get(lane.to);
    return from && to ? [laneCurve(from, to).points] : [];
  });
  const placed: PlacedLabel[] = [];
  for (const node of nodes) {
    const cost = (label: PlacedLabel) =>
      curves.filter((points) => points.some((point) => inside(point, label.box))).length * 10 +
      placed.filter((other) => overlaps(other.box, label.box)).length * 10 +
      nodes.filter((other) => other !== node && inside({ x: px(other), y: py(other) }, label.box, 6)).length * 10 +
      (label.box.x0 < 0 || label.box.x1 > MAP.width || label.box.y0 < 0 || label.box.y1 > MAP.height ? 5 : 0);
    const sides: Side[] = ['right', 'left', 'below', 'above', 'below-right', 'above-right', 'below-left', 'above-left'];
    const candidates = sides.map((side) => labelAt(node, side));
    const best = candidates.reduce((chosen, candidate) => (cost(candidate) < cost(chosen) ? candidate : chosen));
    placed.push(best);
  }
  return placed;
}
