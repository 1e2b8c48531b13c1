// @vitest-environment jsdom
// (initI18n sets the language on the document.)
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { countByDeType, deTypeColour, deTypeLabelKey } from './deType';

beforeAll(async () => {
  await initI18n('en');
});

describe('deType labels', () => {
  it('name SPEC §3 codes 0 text, 1 time, 2 number in every language', async () => {
    const label = (code: number) => i18n.t(deTypeLabelKey(code));
    expect([0, 1, 2].map(label)).toEqual(['Text', 'Time', 'Number']);
    await i18n.changeLanguage('zh-CN');
    expect([0, 1, 2].map(label)).toEqual(['文本', '时间', '数值']);
    await i18n.changeLanguage('zh-TW');
    expect([0, 1, 2].map(label)).toEqual(['文字', '時間', '數值']);
    await i18n.changeLanguage('en');
  });

  it('give each type its own colour and read unknown codes as text', () => {
    expect(new Set([0, 1, 2].map(deTypeColour)).size).toBe(3);
    expect(deTypeLabelKey(7)).toBe('datasource.deType.text');
    expect(deTypeColour(7)).toBe(deTypeColour(0));
  });

  it('count the columns of each type for the summary', () => {
    expect(countByDeType([{ deType: 0 }, { deType: 2 }, { deType: 1 }, { deType: 2 }])).toEqual({
      0: 1,
      1: 1,
      2: 2,
    });
  });
});
