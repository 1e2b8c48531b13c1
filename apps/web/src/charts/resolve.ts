import {
  resolveCustomAttr,
  resolveCustomStyle,
  type CustomAttr,
  type CustomAttrInput,
  type CustomStyle,
  type CustomStyleInput,
} from '@tessera/contracts';
import type { ChartTypeMeta } from './types';

/** Section by section: the saved value wins over the type's default. */
function layer<T extends object>(typeDefault: T | undefined, saved: T | undefined): T {
  const out: Record<string, unknown> = { ...(typeDefault ?? {}) };
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (value === undefined) continue;
    const under = out[key];
    out[key] =
      under && typeof under === 'object' && !Array.isArray(under) && typeof value === 'object'
        ? { ...under, ...value }
        : value;
  }
  return out as T;
}

/** SPEC §9 defaults, then the type's own defaults, then what the user saved. */
export const resolveAttrFor = (meta: ChartTypeMeta, saved: CustomAttrInput): CustomAttr =>
  resolveCustomAttr(layer(meta.defaultCustomAttr, saved));

export const resolveStyleFor = (meta: ChartTypeMeta, saved: CustomStyleInput): CustomStyle =>
  resolveCustomStyle(layer(meta.defaultCustomStyle, saved));
