/** Demand forecast: monthly history, the forecast after it and its confidence band, with axes. */
import type { IllustrationsPage } from '../../content/pages-schema';
import { formatNumber, IllustrationFrame, round, Swatch, type IllustrationProps, type LegendItem } from './frame';
import { niceTicks } from './ticks';

const width = 360;
const height = 200;
const plot = { left: 42, right: 342, top: 24, bottom: 174 };

export function ForecastIllustration(props: IllustrationProps<IllustrationsPage['forecast']>) {
  const { data } = props;
  const { months, history, forecast, low, high, legend } = data;
  const ticks = niceTicks([...history, ...low, ...high]);
  const bottom = ticks[0] ?? 0;
  const top = ticks.at(-1) ?? 1;
  const x = (index: number) => round(plot.left + (index * (plot.right - plot.left)) / (months.length - 1));
  const y = (value: number) => round(plot.bottom - ((value - bottom) / (top - bottom)) * (plot.bottom - plot.top));
  const last = history.length - 1;
  const lastActual = history[last] ?? 0;
  // The forecast and its band start from the last actual month, so the lines join.
  const after = (values: readonly number[]) => [lastActual, ...values];
  const line = (values: readonly number[], from: number) =>
    values.map((value, index) => `${index ? 'L' : 'M'}${x(from + index)} ${y(value)}`).join('');
  const band = `${line(after(high), last)}${after(low)
    .map((value, index) => `L${x(last + index)} ${y(value)}`)
    .reverse()
    .join('')}Z`;
  const end = months.length - 1;
  const label =
    `${data.title}, in ${data.unit.toLowerCase()} per month. ${legend.history} from ${months[0]} to ${months[last]}: ` +
    `${formatNumber(history[0] ?? 0)} to ${formatNumber(lastActual)}. ${legend.forecast} from ${months[last + 1]} to ${months[end]}: ` +
    `${formatNumber(forecast[0] ?? 0)} to ${formatNumber(forecast.at(-1) ?? 0)}, ${legend.band} ${formatNumber(low.at(-1) ?? 0)} to ${formatNumber(high.at(-1) ?? 0)} in ${months[end]}.`;

  const legendItems: LegendItem[] = [
    [<Swatch line className="stroke-brand-700" />, legend.history],
    [<Swatch line dashed className="stroke-accent-600" />, legend.forecast],
    [<Swatch className="fill-accent-500/20" />, legend.band],
  ];
  return (
    <IllustrationFrame sample={props} label={label} width={width} height={height} legend={legendItems}>
      {/* y 13, not 10: a 12-unit label set any higher pokes out of the top of the drawing. */}
      <text x="0" y="13" className="fill-ink-600 font-semibold">
        {data.unit}
      </text>
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} className="stroke-ink-100" />
            <text x={plot.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-ink-600">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => (
          <text key={index} x={x(index)} y={height - 8} textAnchor="middle" className="fill-ink-600">
            {month}
          </text>
        ))}
        <line x1={x(last)} x2={x(last)} y1={plot.top} y2={plot.bottom} className="stroke-ink-200" strokeDasharray="3 3" />
      </g>
      <path d={band} className="fill-accent-500/20" />
      <path d={line(history, 0)} fill="none" className="stroke-brand-700" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
      <path
        d={line(after(forecast), last)}
        fill="none"
        className="stroke-accent-600"
        strokeWidth="2.5"
        strokeDasharray="5 4"
        strokeLinecap="round"
      />
      <circle cx={x(last)} cy={y(lastActual)} r="4" className="fill-brand-700 stroke-white" strokeWidth="2" />
    </IllustrationFrame>
  );
}
