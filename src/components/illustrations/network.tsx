/** Network design: plants, distribution centres and stores on a stylised map, joined by lanes. */
import type { IllustrationsPage } from '../../content/pages-schema';
import { IllustrationFrame, Swatch, type IllustrationProps, type LegendItem } from './frame';
import { laneCurve, MAP, placeLabels, px, py } from './network-layout';

type Data = IllustrationsPage['network'];
type Node = Data['nodes'][number];

const { width, height } = MAP;

// A made-up landmass behind the network: it says "map" without claiming real geography.
const land = 'M44 30C96 6 196 2 262 20S350 58 336 104 282 150 246 186 206 238 180 236 150 196 116 164 34 128 26 88 10 50 44 30Z';

export function NetworkIllustration(props: IllustrationProps<Data>) {
  const { data } = props;
  const { nodes, lanes, legend } = data;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const labels = new Map(placeLabels(nodes, lanes).map((placed) => [placed.id, placed]));
  const names = (kind: Node['kind']) => nodes.filter((node) => node.kind === kind).map((node) => node.name);
  const routes = nodes
    .map((node) => ({ from: node.name, to: lanes.filter((lane) => lane.from === node.id).map((lane) => byId.get(lane.to)?.name) }))
    .filter((route) => route.to.length > 0)
    .map((route) => `${route.from} to ${route.to.join(' and ')}`);
  const label =
    `${data.title}. ${legend.plant}: ${names('plant').join(', ')}. ${legend.dc}: ${names('dc').join(', ')}. ` +
    `${legend.store}: ${names('store').join(', ')}. ${lanes.length} lanes: ${routes.join('; ')}.`;

  const legendItems: LegendItem[] = [
    [<Swatch className="fill-brand-700" />, legend.plant],
    [<Swatch className="fill-brand-500" />, legend.dc],
    [<Swatch className="fill-accent-500" />, legend.store],
    [<Swatch line className="stroke-brand-500/40" />, legend.lane],
  ];
  return (
    <IllustrationFrame sample={props} label={label} width={width} height={height} legend={legendItems}>
      <path d={land} aria-hidden="true" className="fill-brand-50 stroke-brand-100" strokeWidth="2" />
      {lanes.map((lane, index) => {
        const from = byId.get(lane.from);
        const to = byId.get(lane.to);
        if (!from || !to) return null;
        return <path key={index} d={laneCurve(from, to).path} fill="none" className="stroke-brand-500/40" strokeWidth="2" />;
      })}
      {nodes.map((node) => {
        const x = px(node);
        const y = py(node);
        const placed = labels.get(node.id);
        return (
          <g key={node.id}>
            {node.kind === 'plant' ? (
              <rect x={x - 6} y={y - 6} width="12" height="12" rx="2" className="fill-brand-700 stroke-white" strokeWidth="2" />
            ) : (
              <circle
                cx={x}
                cy={y}
                r={node.kind === 'dc' ? 6.5 : 4.5}
                className={`${node.kind === 'dc' ? 'fill-brand-500' : 'fill-accent-500'} stroke-white`}
                strokeWidth="2"
              />
            )}
            <text
              x={placed?.x ?? x + 9}
              y={placed?.y ?? y + 4}
              textAnchor={placed?.anchor}
              className="fill-ink-900 stroke-white font-medium"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {node.name}
            </text>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
