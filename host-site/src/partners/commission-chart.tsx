import { formatPrice, textDirection } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** One bar: its label and its amount in IQD. */
export interface ChartBar {
  label: string;
  value: number;
}

const WIDTH = 600;
const ROW = 36;
const LABEL = 190;
const AMOUNT = 130;

/**
 * A horizontal bar chart of commissions, drawn as SVG by React (server rendering included: no
 * window, no canvas). In Kurdish and Arabic it reads from the right: labels on the right, bars
 * growing leftwards. The chart is an image to assistive technology; `tableId` names the table
 * with the same figures, its text equivalent.
 */
export function CommissionChart({ bars, title, tableId }: { bars: readonly ChartBar[]; title: string; tableId: string }) {
  const { lang } = useI18n();
  const rtl = textDirection(lang) === 'rtl';
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const room = WIDTH - LABEL - AMOUNT;
  const height = Math.max(ROW, bars.length * ROW);
  // Positions measured from the reading side: mirrored for right-to-left languages.
  const x = (from: number, width = 0) => (rtl ? WIDTH - from - width : from);
  return (
    <figure className="commission-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title} aria-describedby={tableId} width="100%" preserveAspectRatio="xMinYMin meet">
        {bars.map((bar, index) => {
          const width = Math.round((bar.value / largest) * room);
          const y = index * ROW;
          return (
            <g key={bar.label}>
              <text x={x(LABEL - 8)} y={y + ROW / 2 + 5} textAnchor={rtl ? 'start' : 'end'} direction={rtl ? 'rtl' : 'ltr'} className="chart-label">
                {bar.label}
              </text>
              <rect x={x(LABEL, width)} y={y + 6} width={width} height={ROW - 12} rx={3} className="chart-bar" />
              <text x={x(LABEL + width + 6)} y={y + ROW / 2 + 5} textAnchor={rtl ? 'end' : 'start'} direction={rtl ? 'rtl' : 'ltr'} className="chart-value">
                {formatPrice(bar.value, lang)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
