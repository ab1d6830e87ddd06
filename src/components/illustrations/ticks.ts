/**
 * Axis ticks, apart from the illustrations' frame: the home page's Command Center draws its
 * chart on first load with them, and importing them from the frame would pull the frame (and
 * its share of the deferred illustrations' code) into that first load.
 */
/**
 * About five evenly spaced round ticks covering `values` (a step of 1, 2, 2.5 or 5 times a
 * power of ten), for a y axis.
 */
export function niceTicks(values: readonly number[]): number[] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const rough = (max - min || 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks = [];
  for (let tick = Math.floor(min / step) * step; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}
