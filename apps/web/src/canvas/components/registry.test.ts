// @vitest-environment jsdom
// (initI18n sets the language on the document.)
import { describe, expect, it } from 'vitest';
import {
  canvasComponentSchema,
  COMPONENT_DEFAULT_SIZES,
  FILTER_WIDGETS,
  filterWidgetSize,
} from '@tessera/contracts';
import { i18n, initI18n } from '../../i18n';
import { componentMeta, paletteEntries, registeredComponents } from './registry';

describe('the canvas component registry', () => {
  it('creates every palette component valid for the contract, at its SPEC §9 default size', async () => {
    await initI18n('en');
    const types = registeredComponents().map((meta) => meta.type);
    const paletteTypes = paletteEntries()
      .map((entry) => entry.item)
      .filter((item) => types.some((type) => type === item));
    // SPEC §2: text, rectangle, button, picture, user view.
    expect(paletteTypes).toEqual(['text', 'rect', 'button', 'picture', 'user-view']);
    for (const type of ['text', 'rect', 'button', 'picture', 'user-view'] as const) {
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
    expect(types.sort()).toEqual([
      'button',
      'filter',
      'group',
      'picture',
      'rect',
      'text',
      'user-view',
    ]);
  });

  it('creates each of the 12 filter widgets valid for the contract, at its SPEC §9 size and font', async () => {
    await initI18n('en');
    const meta = componentMeta('filter');
    expect(i18n.exists(meta.labelKey)).toBe(true);
    for (const serviceName of FILTER_WIDGETS) {
      const created = meta.create({ id: `f-${serviceName}`, left: 0, top: 0, serviceName });
      expect(canvasComponentSchema.safeParse(created).success).toBe(true);
      expect(created).toMatchObject({
        component: 'filter',
        serviceName,
        style: { ...filterWidgetSize(serviceName), fontSize: 14, fontWeight: 500 },
      });
      expect(i18n.exists(`filters.widget.${serviceName}`)).toBe(true);
    }
    // SPEC §9: filter widgets 300x90, select grid 300x300, number range 500x90, confirm 300x47.
    expect(filterWidgetSize('textSelectGrid')).toEqual(COMPONENT_DEFAULT_SIZES.filterGrid);
    expect(filterWidgetSize('numberRange')).toEqual(COMPONENT_DEFAULT_SIZES.filterNumberRange);
    expect(filterWidgetSize('confirmButton')).toEqual(COMPONENT_DEFAULT_SIZES.filterConfirm);
    expect(filterWidgetSize('date')).toEqual(COMPONENT_DEFAULT_SIZES.filter);
  });

  it('lists the palette in SPEC §2 order, each item named and explained in the language shown', async () => {
    await initI18n('en');
    const entries = paletteEntries();
    expect(entries.map((entry) => entry.item)).toEqual([
      'text',
      'rect',
      'button',
      'picture',
      'user-view',
      'picture-upload',
    ]);
    for (const entry of entries) {
      expect(i18n.exists(entry.labelKey), entry.labelKey).toBe(true);
      expect(i18n.exists(entry.hintKey), entry.hintKey).toBe(true);
    }
  });

  it('refuses a chart component without the chart it shows', () => {
    expect(() => componentMeta('user-view').create({ id: 'c', left: 0, top: 0 })).toThrow(/viewId/);
  });
});
