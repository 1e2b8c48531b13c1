import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/contracts';
import { i18n, initI18n } from '../i18n';
import { FILTER_WIDGET_METAS, filterWidgetMeta } from './registry';

const TEXT_AND_NUMBER = [
  'textInput',
  'textSelect',
  'textSelectGrid',
  'numberSelect',
  'numberSelectGrid',
  'numberRange',
] as const;

describe('the text and number filter widgets in the registry', () => {
  it('are listed under their own serviceName with a localised name in every language', async () => {
    for (const name of TEXT_AND_NUMBER) {
      const meta = filterWidgetMeta(name);
      expect(meta?.name).toBe(name);
      expect(meta?.labelKey).toBe(`filters.widget.${name}`);
      expect(FILTER_WIDGET_METAS[name]).toBe(meta);
    }
    for (const language of LANGUAGES) {
      await initI18n(language);
      for (const name of TEXT_AND_NUMBER)
        expect(i18n.exists(`filters.widget.${name}`), `${language} ${name}`).toBe(true);
    }
  });

  it('convert the value on single ↔ multiple where the widget has the switch (SPEC §4)', () => {
    for (const name of [
      'textSelect',
      'textSelectGrid',
      'numberSelect',
      'numberSelectGrid',
    ] as const)
      expect(FILTER_WIDGET_METAS[name]?.convertValue?.([1, 2], false)).toEqual([1]);
    expect(FILTER_WIDGET_METAS.textInput?.convertValue).toBeUndefined();
    expect(FILTER_WIDGET_METAS.numberRange?.convertValue).toBeUndefined();
  });
});
