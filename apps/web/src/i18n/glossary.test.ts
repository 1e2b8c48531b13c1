import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { GLOSSARY, glossaryProblems } from '@tessera/contracts/glossary';
import { messagesFor, type MessageTree } from './resources';

/** Every text of the web app in one language — main files, feature folders, validation — by key. */
function flatTexts(tree: MessageTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatTexts(value, `${prefix}${key}.`)),
    ),
  );
}

const report = (language: Language) =>
  glossaryProblems(flatTexts(messagesFor(language)), language).map(
    (p) => `${p.key}: "${p.text}" says ${p.found} for the ${p.concept} (${p.preferred})`,
  );

describe('one term per concept across the web texts (issue 19)', () => {
  it.each(LANGUAGES)('%s names each concept by its glossary term only', (language) => {
    expect(report(language)).toEqual([]);
  });

  it('names the chart 图表 / 圖表 / Charts in the menu, as on its buttons', () => {
    expect(flatTexts(messagesFor('zh-CN'))['menu.chart']).toBe('图表');
    expect(flatTexts(messagesFor('zh-TW'))['menu.chart']).toBe('圖表');
    expect(flatTexts(messagesFor('en'))['menu.chart']).toBe('Charts');
  });

  it('would catch the variants it forbids', () => {
    const texts = { 'menu.chart': '视图', 'x.table': '不是此数据源的表或视图' };
    expect(glossaryProblems(texts, 'zh-CN').map((p) => p.key)).toEqual(['menu.chart']);
    expect(glossaryProblems({ a: 'Pick a data set' }, 'en')).toHaveLength(1);
    expect(glossaryProblems({ 'chart.type.gauge': '利潤儀表板' }, 'zh-TW')).toHaveLength(1);
    expect(GLOSSARY.length).toBeGreaterThan(5);
  });
});
