/**
 * A decorative supply network (plants, warehouses, stores linked by flows) for the About page's
 * opening. Inline SVG with fixed width and height: no request, no layout shift.
 */
const nodes = [
  { x: 90, y: 120, r: 26, fill: '#173f80' },
  { x: 90, y: 300, r: 26, fill: '#173f80' },
  { x: 250, y: 210, r: 34, fill: '#1d5fc9' },
  { x: 410, y: 90, r: 20, fill: '#22c3a6' },
  { x: 430, y: 210, r: 20, fill: '#22c3a6' },
  { x: 410, y: 330, r: 20, fill: '#22c3a6' },
] as const;
const links = [
  [0, 2],
  [1, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [0, 3],
  [1, 5],
] as const;

export function NetworkIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 520 420" width="520" height="420" className={className}>
      <defs>
        <radialGradient id="about-network-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#bcdaff" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#eef6ff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="260" cy="210" r="200" fill="url(#about-network-glow)" />
      {links.map(([from, to]) => {
        const a = nodes[from];
        const b = nodes[to];
        const mid = (a.x + b.x) / 2;
        return (
          <path
            key={`${from}-${to}`}
            d={`M${a.x},${a.y} C${mid},${a.y} ${mid},${b.y} ${b.x},${b.y}`}
            fill="none"
            stroke="#2f74e0"
            strokeOpacity="0.45"
            strokeWidth="2.5"
            strokeDasharray="7 6"
          />
        );
      })}
      {nodes.map((node) => (
        <g key={`${node.x}-${node.y}`}>
          <circle cx={node.x} cy={node.y} r={node.r + 10} fill={node.fill} fillOpacity="0.12" />
          <circle cx={node.x} cy={node.y} r={node.r} fill={node.fill} />
          <circle cx={node.x} cy={node.y} r={node.r * 0.35} fill="#ffffff" fillOpacity="0.9" />
        </g>
      ))}
    </svg>
  );
}
