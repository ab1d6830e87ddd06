/**
 * The platform command-center mock-up, drawn with HTML, CSS and inline SVG so it
 * costs no image request, stays sharp at any size and never shifts the layout. The figures are
 * sample data from the home page's content; the chart's line shapes are decoration.
 */
import { TrendingDown, TrendingUp } from 'lucide-react';
import type { HomePage } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { Container } from '../ui/section';

type CommandCenterData = HomePage['commandCenter'];
type Kpi = CommandCenterData['kpis'][number];
type Alert = CommandCenterData['alerts'][number];

const toneClass: Record<Kpi['tone'], string> = {
  positive: 'text-green-700',
  negative: 'text-red-700',
  neutral: 'text-ink-500',
};

const alertStyle: Record<Alert['level'], { label: string; badge: string; bar: string }> = {
  critical: { label: 'Critical', badge: 'bg-red-50 text-red-800 ring-red-200', bar: 'bg-red-500' },
  warning: { label: 'Warning', badge: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-500' },
  info: { label: 'Info', badge: 'bg-sky-50 text-sky-800 ring-sky-200', bar: 'bg-sky-500' },
};

// Twelve weeks of an illustrative forecast (smooth) against actual demand (noisy), 0-100 scale.
const forecast = [52, 55, 58, 57, 62, 66, 64, 70, 74, 72, 78, 82];
const actual = [50, 57, 55, 60, 61, 68, 62, 72, 71, 75, 77];
const chart = { width: 560, height: 180, pad: 8 };
const x = (index: number) => chart.pad + (index * (chart.width - 2 * chart.pad)) / (forecast.length - 1);
const y = (value: number) => chart.height - chart.pad - ((value - 40) / 50) * (chart.height - 2 * chart.pad);
const line = (values: number[]) => values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');
const forecastArea = `${line(forecast)} L${x(forecast.length - 1)},${chart.height} L${x(0)},${chart.height} Z`;

export function CommandCenter({ data }: { data: CommandCenterData }) {
  const [headlineKpi] = data.kpis;
  return (
    <section id="command-center" aria-labelledby="command-center-heading" className="relative z-10 -mt-32 sm:-mt-36">
      <Container>
        <div className="overflow-hidden rounded-2xl bg-white shadow-2xl shadow-brand-900/30 ring-1 ring-ink-900/10">
          <div className="flex items-center gap-4 border-b border-ink-100 bg-ink-50 px-4 py-3 sm:px-6">
            <span aria-hidden="true" className="hidden gap-1.5 sm:flex">
              <span className="size-3 rounded-full bg-red-400" />
              <span className="size-3 rounded-full bg-amber-400" />
              <span className="size-3 rounded-full bg-green-400" />
            </span>
            <div className="min-w-0">
              <h2 id="command-center-heading" className="text-sm font-semibold text-ink-900">
                {data.title}
              </h2>
              <p className="text-xs text-ink-600">{data.subtitle}</p>
            </div>
          </div>
          <div className="grid gap-4 p-4 sm:p-6 lg:grid-cols-3 lg:gap-6">
            <div className="space-y-4 lg:col-span-2">
              <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                {data.kpis.map((kpi) => (
                  <li key={kpi.name} className="rounded-xl border border-ink-100 p-3 sm:p-4">
                    <p className="text-xs font-medium text-ink-600">{kpi.name}</p>
                    <p className="mt-1 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{kpi.value}</p>
                    <p className={cn('mt-1 flex items-start gap-1 text-xs font-medium', toneClass[kpi.tone])}>
                      {kpi.tone === 'negative' ? (
                        <TrendingDown aria-hidden="true" className="size-3.5 shrink-0" />
                      ) : (
                        <TrendingUp aria-hidden="true" className="size-3.5 shrink-0" />
                      )}
                      {kpi.trend}
                    </p>
                  </li>
                ))}
              </ul>
              {headlineKpi && (
                <div className="rounded-xl border border-ink-100 p-4">
                  <p className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-semibold text-ink-900">{headlineKpi.name}</span>
                    <span className="font-semibold text-brand-700">{headlineKpi.value}</span>
                  </p>
                  <svg
                    aria-hidden="true"
                    viewBox={`0 0 ${chart.width} ${chart.height}`}
                    width={chart.width}
                    height={chart.height}
                    className="mt-3 h-auto w-full"
                  >
                    <defs>
                      <linearGradient id="command-center-area" x1="0" x2="0" y1="0" y2="1">
                        <stop offset="0%" stopColor="#2f74e0" stopOpacity="0.25" />
                        <stop offset="100%" stopColor="#2f74e0" stopOpacity="0" />
                      </linearGradient>
                    </defs>
                    {[0.25, 0.5, 0.75].map((fraction) => (
                      <line key={fraction} x1="0" x2={chart.width} y1={chart.height * fraction} y2={chart.height * fraction} stroke="#eceef2" />
                    ))}
                    <path d={forecastArea} fill="url(#command-center-area)" />
                    <path d={line(forecast)} fill="none" stroke="#2f74e0" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
                    <path d={line(actual)} fill="none" stroke="#22c3a6" strokeWidth="2.5" strokeDasharray="6 5" strokeLinecap="round" />
                    <circle cx={x(forecast.length - 1)} cy={y(forecast.at(-1) ?? 0)} r="5" fill="#2f74e0" stroke="#fff" strokeWidth="2" />
                  </svg>
                </div>
              )}
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
