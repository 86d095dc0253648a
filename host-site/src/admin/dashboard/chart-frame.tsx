import type { ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';
import { CHART, labelled, slot, valueAxis, valueScale, type ChartPoint } from './chart-geometry.js';

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
 * A chart's frame: the caption, the SVG with its axes (the picture is hidden from screen readers)
 * and the same figures as a table that screen readers read instead (visually hidden).
 */
export function ChartFrame({ options, children }: { options: ChartOptions; children: (scale: ReturnType<typeof valueScale>, rtl: boolean) => ReactNode }) {
  const { dir } = useI18n();
  const rtl = dir === 'rtl';
  const { id, title, points, format } = options;
  const scale = valueScale(points.map((point) => point.value));
  const axis = valueAxis(rtl);
  const shown = labelled(points.length);
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false" data-dir={rtl ? 'rtl' : 'ltr'}>
        <line className="chart-axis" x1={axis.x} x2={axis.x} y1={CHART.top} y2={CHART.height - CHART.bottom} />
        <line className="chart-axis" x1={CHART.start} x2={CHART.width - CHART.end} y1={scale.zero} y2={scale.zero} transform={rtl ? `translate(${CHART.end - CHART.start} 0)` : undefined} />
        {[scale.max, scale.min].filter((value, index) => index === 0 || value < 0).map((value) => (
          <text key={value} className="chart-label" x={axis.labelX} y={scale.y(value) + 4} textAnchor={axis.anchor}>
            {format(value)}
          </text>
        ))}
        {children(scale, rtl)}
        {points.map((point, index) =>
          shown.has(index) ? (
            <text key={index} className="chart-label" x={slot(index, points.length, rtl).x + slot(index, points.length, rtl).width / 2} y={CHART.height - 6} textAnchor="middle">
              {point.label}
            </text>
          ) : null,
        )}
      </svg>
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
