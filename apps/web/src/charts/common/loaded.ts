import type { EChartsTypeModule, LoadedChartType, ReactTypeModule } from '../types';

// A type's `load` wraps its dynamically imported module with these: the import() itself must
// stay in the type's own index.ts so the bundler gives each type a chunk of its own.

/**
 * An ECharts type's drawing half: its pure option builder (and a map's prepare), once the
 * ECharts series it draws with is registered (charts/echarts/series/: each series arrives with
 * the first type that draws it, not with ECharts' core).
 */
export const echartsType = async (
  optionModule: Promise<EChartsTypeModule>,
  series: Promise<unknown>,
): Promise<LoadedChartType> => {
  const [{ toOption, prepare }] = await Promise.all([optionModule, series]);
  return { renderer: 'echarts', module: prepare ? { toOption, prepare } : { toOption } };
};

/** A React-drawn type's drawing half: its component. */
export const reactType = (Component: ReactTypeModule['Component']): LoadedChartType => ({
  renderer: 'react',
  module: { Component },
});
