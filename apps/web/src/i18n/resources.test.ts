import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tessera/contracts';
import { FEATURE_TEXTS, keyPaths, messagesFor, unflatten } from './resources';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

describe('i18n resources', () => {
  it('have identical nested key sets in zh-CN, zh-TW and en', () => {
    const english = keyPaths(en);
    expect(keyPaths(zhCN)).toEqual(english);
    expect(keyPaths(zhTW)).toEqual(english);
    expect(english.length).toBeGreaterThan(50);
    for (const feature of FEATURE_TEXTS) {
      const featureEnglish = keyPaths(feature.en);
      expect(keyPaths(feature['zh-CN'])).toEqual(featureEnglish);
      expect(keyPaths(feature['zh-TW'])).toEqual(featureEnglish);
    }
  });

  it('keep each feature file to top-level keys of its own (nothing silently overridden)', () => {
    const main = Object.keys(en);
    const features = FEATURE_TEXTS.map((feature) => Object.keys(feature.en));
    const all = [main, ...features].flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('include the shared validation messages of the contracts in every language', () => {
    const sets = LANGUAGES.map((language) => keyPaths(messagesFor(language)));
    expect(sets[1]).toEqual(sets[0]);
    expect(sets[2]).toEqual(sets[0]);
    expect(sets[0]).toContain('validation.password.tooShort');
    const enTree = messagesFor('en') as { validation: { username: { required: string } } };
    expect(enTree.validation.username.required).toBe('Please enter the username');
  });

  it('have no empty texts', () => {
    for (const language of LANGUAGES) {
      const tree = messagesFor(language);
      const texts = keyPaths(tree).map((path) =>
        path
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
    }
  });

  it('find every feature folder in all three languages', () => {
    // 17 feature folders at the time of writing; a folder missing a language fails the key sets.
    expect(FEATURE_TEXTS.length).toBeGreaterThanOrEqual(17);
    for (const feature of FEATURE_TEXTS) {
      for (const language of LANGUAGES) expect(feature[language]).toBeTypeOf('object');
    }
  });

  it('unflattens dotted keys and refuses a key that collides with a text', () => {
    expect(unflatten({ 'a.b': 'x', 'a.c.d': 'y' })).toEqual({ a: { b: 'x', c: { d: 'y' } } });
    expect(() => unflatten({ a: 'x', 'a.b': 'y' })).toThrow(/collides/);
  });
});
