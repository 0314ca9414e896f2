/** About how many steps the amounts' axis is cut into. */
const AXIS_STEPS = 4;
/** The narrowest room a bucket's label needs, in pixels. */
const LABEL_ROOM = 72;

/**
 * The amounts' axis: round steps (1, 2 or 5 times a power of ten) from at most `low` to at least `high`, zero
 * included, in major units.
 */
export function amountTicks(low: number, high: number): number[] {
  const span = high - low;
  if (span <= 0) return [0, 1];
  const rough = span / AXIS_STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(Math.round(tick * 1e6) / 1e6);
    if (tick >= high) break;
  }
  return ticks;
}

/** Every how many buckets a label is written under the bars, so that labels never overlap. */
export function labelStride(buckets: number, width: number): number {
  return Math.max(1, Math.ceil(buckets / Math.max(1, Math.floor(width / LABEL_ROOM))));
}
