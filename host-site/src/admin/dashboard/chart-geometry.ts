// The arithmetic of the dashboard's charts (issue 28 item 4), apart from any drawing: the charts
// are SVG written by components during render (no window, no document, no chart library), so
// the page stays light on a phone and the same markup renders on the server.

/**
 * The drawing area of every chart, in SVG user units; the SVG scales to its box's width. The
 * labels are HTML beside and under it (chart-frame.tsx), so the margins are even and small: the
 * time labels' row is padded by the same share (site.css .chart-times).
 */
export const CHART = { width: 320, height: 150, top: 8, bottom: 8, start: 8, end: 8 } as const;

/** One value of a chart: its short axis label, its long label (for the table) and the value. */
export interface ChartPoint {
  label: string;
  long: string;
  value: number;
}

/** The vertical scale: where 0 sits and how to place a value, from the lowest and highest values. */
export function valueScale(values: readonly number[]) {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const inner = CHART.height - CHART.top - CHART.bottom;
  const y = (value: number) => CHART.top + ((max - value) / span) * inner;
  return { max, min, y, zero: y(0) };
}

/**
 * Where the slot of point `index` of `count` starts and how wide it is. Time runs from the
 * reading's start: left to right in en, right to left in ku and ar (the time axis is mirrored;
 * the value axis stays at the reading's start too).
 */
export function slot(index: number, count: number, rtl: boolean) {
  const inner = CHART.width - CHART.start - CHART.end;
  const width = inner / Math.max(1, count);
  const fromStart = CHART.start + index * width;
  // Mirrored: the value axis sits on the right (its labels in the `end` margin's place).
  const x = rtl ? CHART.width - fromStart - width : fromStart;
  return { x, width };
}

/** The x of the value axis: at the reading's start. */
export function valueAxis(rtl: boolean) {
  return { x: rtl ? CHART.width - CHART.start : CHART.start };
}

/** Which points get an axis label: the first, the last, and evenly between, at most `most` of them. */
export function labelled(count: number, most = 6): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, index) => index));
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes = new Set<number>();
  for (let index = 0; index < count; index += step) indexes.add(index);
  indexes.add(count - 1);
  return indexes;
}
