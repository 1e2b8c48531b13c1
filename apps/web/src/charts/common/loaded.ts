import type { EChartsTypeModule, LoadedChartType, ReactTypeModule } from '../types';

// A type's `load` wraps its dynamically imported module with these: the import() itself must
// stay in the type's own index.ts so the bundler gives each type a chunk of its own.

/** An ECharts type's drawing half: its pure option builder. */
export const echartsType = (module: EChartsTypeModule): LoadedChartType => ({
  renderer: 'echarts',
  module,
});

/** A React-drawn type's drawing half: its component. */
export const reactType = (Component: ReactTypeModule['Component']): LoadedChartType => ({
  renderer: 'react',
  module: { Component },
});
