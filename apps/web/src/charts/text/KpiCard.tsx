import type { ReactChartProps } from '../types';
import { kpiItems } from './kpi';

/**
 * KPI card (React): each measure's name over its value. SPEC §9: dimension (name) and quota
 * (value) font 18, their colours, and a 10 px space between name and value.
 */
export function KpiCard({ input, height }: ReactChartProps) {
  const { size, color } = input.attr;
  return (
    <div
      style={{
        height,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-around',
        gap: 16,
      }}
    >
      {kpiItems(input.data, input.language).map((item, i) => (
        <div
          key={i}
          data-kpi="item"
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: size.spaceSplit,
          }}
        >
          {size.dimensionShow && (
            <span style={{ fontSize: size.dimensionFontSize, color: color.dimensionColor }}>
              {item.name}
            </span>
          )}
          {size.quotaShow && (
            <span
              style={{ fontSize: size.quotaFontSize, color: color.quotaColor, fontWeight: 600 }}
            >
              {item.value}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
