// @vitest-environment jsdom
// (initI18n sets the language on the document.)
import { describe, expect, it } from 'vitest';
import {
  FILTER_WIDGET_FIELD_TYPES,
  FILTER_WIDGETS,
  LANGUAGES,
  type FilterWidgetName,
} from '@tessera/contracts';
import { i18n, initI18n } from '../i18n';
import { FILTER_WIDGET_METAS, filterWidgetMeta, registeredFilterWidgets } from './registry';

/** The options pane's single / multiple switch (SPEC §4): the select widgets only. */
const WITH_MULTIPLE_SWITCH: readonly FilterWidgetName[] = [
  'textSelect',
  'textSelectGrid',
  'numberSelect',
  'numberSelectGrid',
];
/** Widgets without a placeholder to type: the lists and the button. */
const WITHOUT_PLACEHOLDER: readonly FilterWidgetName[] = [
  'textSelectGrid',
  'numberSelectGrid',
  'confirmButton',
];

describe('the filter widget registry', () => {
  it('holds every widget the contracts name, in their order, and nothing else', () => {
    expect(registeredFilterWidgets().map((meta) => meta.name)).toEqual([...FILTER_WIDGETS]);
  });

  it('lists each under its own serviceName with a localised name in every language', async () => {
    for (const name of FILTER_WIDGETS) {
      const meta = filterWidgetMeta(name);
      expect(meta?.name, name).toBe(name);
      expect(meta?.labelKey).toBe(`filters.widget.${name}`);
      expect(FILTER_WIDGET_METAS[name]).toBe(meta);
    }
    for (const language of LANGUAGES) {
      await initI18n(language);
      for (const name of FILTER_WIDGETS)
        expect(i18n.exists(`filters.widget.${name}`), `${language} ${name}`).toBe(true);
    }
  });

  it('gives each widget the SPEC §5 field types of the contracts', () => {
    for (const name of FILTER_WIDGETS)
      expect(filterWidgetMeta(name)?.fieldTypes, name).toEqual(FILTER_WIDGET_FIELD_TYPES[name]);
  });

  it('offers the multiple switch and the placeholder only where the widget has them', () => {
    for (const name of FILTER_WIDGETS) {
      const meta = filterWidgetMeta(name);
      expect(meta?.multiple, name).toBe(WITH_MULTIPLE_SWITCH.includes(name));
      expect(meta?.placeholder, name).toBe(!WITHOUT_PLACEHOLDER.includes(name));
    }
  });

  it('makes the confirm button, and only it, hold changes and draw its own label', () => {
    for (const name of FILTER_WIDGETS) {
      const meta = filterWidgetMeta(name);
      expect(meta?.confirmsChanges ?? false, name).toBe(name === 'confirmButton');
      expect(meta?.drawsOwnLabel ?? false, name).toBe(name === 'confirmButton');
    }
  });

  it('convert the value on single ↔ multiple where the widget has the switch (SPEC §4)', () => {
    for (const name of WITH_MULTIPLE_SWITCH)
      expect(FILTER_WIDGET_METAS[name]?.convertValue?.([1, 2], false)).toEqual([1]);
    expect(FILTER_WIDGET_METAS.textInput?.convertValue).toBeUndefined();
    expect(FILTER_WIDGET_METAS.numberRange?.convertValue).toBeUndefined();
  });
});
