/** Shared scoring arithmetic: feature ramps, 0–5 subscores and the 10–160 band in steps of 5. */

/** 0 at or below `low`, 1 at or above `high`, linear between (reversed when low > high). */
export function ramp(x: number, low: number, high: number): number {
  const t = (x - low) / (high - low);
  return Math.min(1, Math.max(0, t));
}

/** A weighted mean of ramps, as a 0–5 subscore with one decimal. */
export function subscore(parts: readonly (readonly [value: number, weight: number])[]): number {
  const w = parts.reduce((a, [, wt]) => a + wt, 0);
  const v = parts.reduce((a, [x, wt]) => a + x * wt, 0) / w;
  return Math.round(v * 50) / 10;
}

/** Mean subscore (0–5) to the DET band: 10–160 in steps of 5. */
export function bandFromSubscore(mean: number): number {
  const raw = 10 + (150 * Math.min(5, Math.max(0, mean))) / 5;
  return Math.min(160, Math.max(10, Math.round(raw / 5) * 5));
}
