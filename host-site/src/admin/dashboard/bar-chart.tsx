import { ChartFrame, type ChartOptions } from './chart-frame.js';
import { slot } from './chart-geometry.js';

/** A bar per point, oldest at the reading's start (mirrored in ku and ar); bars below 0 hang under the axis. */
export function BarChart(options: ChartOptions) {
  const { points } = options;
  return (
    <ChartFrame options={options}>
      {(scale, rtl) =>
        points.map((point, index) => {
          const place = slot(index, points.length, rtl);
          const top = Math.min(scale.y(point.value), scale.zero);
          const height = Math.abs(scale.y(point.value) - scale.zero);
          return <rect key={index} className={point.value < 0 ? 'chart-bar chart-bar-negative' : 'chart-bar'} x={place.x + place.width * 0.15} width={place.width * 0.7} y={top} height={height} />;
        })
      }
    </ChartFrame>
  );
}
