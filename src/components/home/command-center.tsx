/**
 * The platform command-center mock-up, drawn with HTML, CSS and inline SVG so it
 * costs no image request, stays sharp at any size and never shifts the layout. The figures,
 * the chart's included, are sample data from the home page's content.
 */
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { HomePage } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { trendDirection, type TrendDirection } from '../../lib/trend';
import { niceTicks } from '../illustrations/ticks';
import { Container } from '../ui/section';
import { WindowDots } from '../ui/window-dots';

type CommandCenterData = HomePage['commandCenter'];
type Kpi = CommandCenterData['kpis'][number];
type Alert = CommandCenterData['alerts'][number];

const toneClass: Record<Kpi['tone'], string> = {
  positive: 'text-green-700',
  negative: 'text-red-700',
  neutral: 'text-ink-500',
};

/** The arrow shows which way the figure moved (its sign); the colour, whether that is good. */
const trendIcon: Record<TrendDirection, typeof Minus> = { up: TrendingUp, down: TrendingDown, flat: Minus };

const alertStyle: Record<Alert['level'], { label: string; badge: string; bar: string }> = {
  critical: { label: 'Critical', badge: 'bg-red-50 text-red-800 ring-red-200', bar: 'bg-red-500' },
  warning: { label: 'Warning', badge: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-500' },
  info: { label: 'Info', badge: 'bg-sky-50 text-sky-800 ring-sky-200', bar: 'bg-sky-500' },
};

/** How far across the plot point `index` of `count` sits, in percent. */
const across = (index: number, count: number) => `${(index * 100) / (count - 1)}%`;

type Chart = CommandCenterData['chart'];

/** The chart's ticks, and where a figure sits on it: percent down from the top of the plot. */
function demandScale({ forecast, actual }: Chart) {
  const ticks = niceTicks([...forecast, ...actual]);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const down = (figure: number) => ((high - figure) * 100) / (high - low);
  return { ticks, down };
}

/** What the chart shows, in words, for a screen reader. */
function chartLabel(chart: Chart, name: string, value: string) {
  const { forecast, actual } = chart;
  return `${name} ${value}: ${chart.forecastLabel.toLowerCase()} and ${chart.actualLabel.toLowerCase()} in ${chart.unit} per ${chart.period.toLowerCase()}, ${chart.period.toLowerCase()}s 1 to ${forecast.length}. ${chart.forecastLabel} from ${forecast[0]} to ${forecast.at(-1) ?? 0}, ${chart.actualLabel.toLowerCase()} from ${actual[0]} to ${actual.at(-1)}.`;
}

function ChartLegend({ chart }: { chart: Chart }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 text-xs text-ink-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-0.75 w-4 rounded-full bg-brand-500" />
        {chart.forecastLabel}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-accent-500" />
        {chart.actualLabel}
      </li>
    </ul>
  );
}

/** The grid lines, the forecast (a line over a shaded area) and the actual figures (dashed). */
function PlotLines({ chart, ticks, down }: { chart: Chart } & ReturnType<typeof demandScale>) {
  const { forecast, actual } = chart;
  const line = (figures: number[]) =>
    figures.map((figure, index) => `${index ? 'L' : 'M'}${(index * 100) / (forecast.length - 1)} ${down(figure)}`).join('');
  return (
    <svg viewBox="0 0 100 100" width="100" height="100" preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
      {ticks.map((tick) => (
        <line key={tick} x1="0" x2="100" y1={down(tick)} y2={down(tick)} className="stroke-ink-100" vectorEffect="non-scaling-stroke" />
      ))}
      <path d={`${line(forecast)}L100 100L0 100Z`} className="fill-brand-500/10" />
      <path
        d={line(forecast)}
        fill="none"
        className="stroke-brand-500"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={line(actual)}
        fill="none"
        className="stroke-accent-500"
        strokeWidth="2.5"
        strokeDasharray="6 5"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The numbers of the periods under the plot. */
function PeriodAxis({ count }: { count: number }) {
  // Every other period on the axis once twelve numbers would crowd a phone's width.
  const periods = Array.from({ length: count }, (_, index) => index).filter((index) => count <= 8 || index % 2 === 0);
  return (
    <div className="relative mt-1 h-4">
      {periods.map((index) => (
        <span key={index} className="absolute -translate-x-1/2" style={{ left: across(index, count) }}>
          {index + 1}
        </span>
      ))}
    </div>
  );
}

/**
 * Forecast against actual demand, with axes and a legend. It stretches to the height its
 * column leaves (the alerts beside it decide that on wide screens), so the plot is an SVG drawn
 * with preserveAspectRatio="none" and strokes that do not scale, and the tick labels and the
 * end point are HTML placed in percent, which stretching cannot distort.
 */
function DemandChart({ chart, name, value }: { chart: Chart; name: string; value: string }) {
  const scale = demandScale(chart);
  const { ticks, down } = scale;
  return (
    <div className="flex flex-col rounded-xl border border-ink-100 p-4 lg:flex-1">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink-900">{name}</span>
        <span className="font-semibold text-brand-700">{value}</span>
      </p>
      <ChartLegend chart={chart} />
      <div
        role="img"
        aria-label={chartLabel(chart, name, value)}
        className="mt-3 grid min-h-48 flex-1 grid-cols-[auto_1fr] grid-rows-[auto_1fr_auto] gap-x-2 text-[11px] text-ink-600"
      >
        <p className="col-span-2 mb-2 font-semibold">{chart.unit}</p>
        <div className="relative min-w-6">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${down(tick)}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="relative">
          <PlotLines chart={chart} {...scale} />
          <span
            className="absolute size-2.5 -translate-1/2 rounded-full bg-brand-500 ring-2 ring-white"
            style={{ left: '100%', top: `${down(chart.forecast.at(-1) ?? 0)}%` }}
          />
        </div>
        <span className="mt-1">{chart.period}</span>
        <PeriodAxis count={chart.forecast.length} />
      </div>
    </div>
  );
}

export function CommandCenter({ data }: { data: CommandCenterData }) {
  const [headlineKpi] = data.kpis;
  return (
    <section id="command-center" aria-labelledby="command-center-heading" className="relative z-10 -mt-32 sm:-mt-36">
      <Container>
        <div className="overflow-hidden rounded-2xl bg-white shadow-2xl shadow-brand-900/30 ring-1 ring-ink-900/10">
          <div className="flex items-center gap-4 border-b border-ink-100 bg-ink-50 px-4 py-3 sm:px-6">
            <WindowDots size="size-3" />
            <div className="min-w-0">
              <h2 id="command-center-heading" className="text-sm font-semibold text-ink-900">
                {data.title}
              </h2>
              <p className="text-xs text-ink-600">{data.subtitle}</p>
            </div>
          </div>
          <div className="grid gap-4 p-4 sm:p-6 lg:grid-cols-3 lg:gap-6">
            <div className="flex flex-col gap-4 lg:col-span-2">
              <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                {data.kpis.map((kpi) => {
                  const Arrow = trendIcon[trendDirection(kpi.trend)];
                  return (
                    <li key={kpi.name} className="rounded-xl border border-ink-100 p-3 sm:p-4">
                      <p className="text-xs font-medium text-ink-600">{kpi.name}</p>
                      <p className="mt-1 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{kpi.value}</p>
                      <p className={cn('mt-1 flex items-start gap-1 text-xs font-medium', toneClass[kpi.tone])}>
                        <Arrow aria-hidden="true" className="size-3.5 shrink-0" />
                        {kpi.trend}
                      </p>
                    </li>
                  );
                })}
              </ul>
              {headlineKpi && <DemandChart chart={data.chart} name={headlineKpi.name} value={headlineKpi.value} />}
            </div>
            <ul className="space-y-3">
              {data.alerts.map((alert) => {
                const style = alertStyle[alert.level];
                return (
                  <li key={alert.message} className="relative overflow-hidden rounded-xl border border-ink-100 p-4 pl-5">
                    <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', style.bar)} />
                    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', style.badge)}>
                      {style.label}
                    </span>
                    <p className="mt-2 text-sm font-medium text-ink-900">{alert.message}</p>
                    <p className="mt-1 text-xs text-ink-600">{alert.action}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
