import type { ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';
import { CHART, labelled, valueAxis, valueScale, type ChartPoint } from './chart-geometry.js';

/** Options of a chart: its title, points oldest first, how a value reads, and the table's headings. */
export interface ChartOptions {
  id: string;
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  /** The table's headings: the time column and the value column. */
  timeHeading: string;
  valueHeading: string;
}

/**
 * A chart's frame: the caption, the SVG with its axes and the labels beside and under it (hidden
 * from screen readers) and the same figures as a table that screen readers read instead (visually hidden).
 */
export function ChartFrame({ options, children }: { options: ChartOptions; children: (scale: ReturnType<typeof valueScale>, rtl: boolean) => ReactNode }) {
  const { dir } = useI18n();
  const rtl = dir === 'rtl';
  const { id, title, points, format } = options;
  const scale = valueScale(points.map((point) => point.value));
  const axis = valueAxis(rtl);
  const shown = labelled(points.length);
  // Issue 36 item 5: the labels are the page's text, not the picture's: at least 12 px at any
  // width and never clipped by the SVG's box. The time labels take the slots' columns, which run
  // from the reading's start as the slots do.
  const bottom = scale.min < 0 ? scale.min : 0;
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div className="chart-body">
        <p className="chart-scale" aria-hidden="true">
          {/* A chart of zeros says 0 once, at its foot. */}
          <span>{scale.max !== bottom ? format(scale.max) : null}</span>
          <span>{format(bottom)}</span>
        </p>
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false" data-dir={rtl ? 'rtl' : 'ltr'}>
          <line className="chart-axis" x1={axis.x} x2={axis.x} y1={CHART.top} y2={CHART.height - CHART.bottom} />
          <line className="chart-axis" x1={CHART.start} x2={CHART.width - CHART.end} y1={scale.zero} y2={scale.zero} />
          {children(scale, rtl)}
        </svg>
        <ol className="chart-times" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${Math.max(1, points.length)}, minmax(0, 1fr))` }}>
          {points.map((point, index) => (
            <li key={index}>{shown.has(index) ? point.label : null}</li>
          ))}
        </ol>
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{options.timeHeading}</th>
            <th scope="col">{options.valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.long}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
