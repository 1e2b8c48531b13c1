import type { ChartTypeMeta, LoadedChartType } from './types';
import { lazyModule, type LazyModule } from './lazyModule';

/** The chart types known to the app, every map derived from one list of metas. */
export interface ChartRegistry<T extends string> {
  /** The metas in registration order (the picker's order within a family). */
  metas: readonly ChartTypeMeta<T>[];
  /** A type's meta by its name. */
  byType: Record<T, ChartTypeMeta<T>>;
  /**
   * A type's drawing half, loaded once and shared; `peek` answers at once when it has arrived.
   * A failed load (a network blip) is forgotten so the next render tries again.
   */
  modules: LazyModule<T, LoadedChartType>;
}

/**
 * Builds the registry from a list of metas (registry.ts passes the app's; a test may pass them
 * with a fixture type added). Two metas of one name are a mistake, not an override.
 */
export function registerChartTypes<T extends string>(
  metas: readonly ChartTypeMeta<T>[],
): ChartRegistry<T> {
  const byType = {} as Record<T, ChartTypeMeta<T>>;
  for (const meta of metas) {
    if (Object.hasOwn(byType, meta.type))
      throw new Error(`Chart type ${meta.type} is registered twice`);
    byType[meta.type] = meta;
  }
  return { metas, byType, modules: lazyModule((type: T) => byType[type].load()) };
}
