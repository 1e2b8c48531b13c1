import { describe, expect, it } from 'vitest';
import { canvasComponentSchema, COMPONENT_DEFAULT_SIZES } from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { COMPONENT_METAS, componentMeta, PALETTE_TYPES } from './registry';

describe('the canvas component registry', () => {
  it('creates every palette component valid for the contract, at its SPEC §9 default size', async () => {
    await initI18n('en');
    for (const type of PALETTE_TYPES) {
      const meta = componentMeta(type);
      const created = meta.create({ id: `new-${type}`, left: 40, top: 60, viewId: 'v-1' });
      expect(canvasComponentSchema.safeParse(created).success).toBe(true);
      expect(created).toMatchObject({
        component: type,
        style: { left: 40, top: 60, ...COMPONENT_DEFAULT_SIZES[type] },
      });
      expect(meta.defaultSize).toEqual(COMPONENT_DEFAULT_SIZES[type]);
      expect(i18n.exists(meta.labelKey)).toBe(true);
    }
    expect(Object.keys(COMPONENT_METAS).sort()).toEqual([
      'button',
      'group',
      'picture',
      'rect',
      'text',
      'user-view',
    ]);
  });

  it('refuses a chart component without the chart it shows', () => {
    expect(() => componentMeta('user-view').create({ id: 'c', left: 0, top: 0 })).toThrow(/viewId/);
  });
});
