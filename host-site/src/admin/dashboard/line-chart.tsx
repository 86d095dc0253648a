import { ChartFrame, type ChartOptions } from './chart-frame.js';
import { slot } from './chart-geometry.js';

/** A line through the points' middles, oldest at the reading's start (mirrored in ku and ar), with a dot on each. */
export function LineChart(options: ChartOptions) {
  const { points } = options;
  return (
    <ChartFrame options={options}>
      {(scale, rtl) => {
        const places = points.map((point, index) => {
          const place = slot(index, points.length, rtl);
          return { x: Math.round((place.x + place.width / 2) * 10) / 10, y: Math.round(scale.y(point.value) * 10) / 10 };
        });
        return (
          <>
            <polyline className="chart-line" points={places.map((place) => `${place.x},${place.y}`).join(' ')} />
            {places.map((place, index) => (
              <circle key={index} className="chart-dot" cx={place.x} cy={place.y} r={2} />
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
