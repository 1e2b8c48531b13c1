// SECURITY C8: one name rule for every named object, and a confusable skeleton for uniqueness.
import { describe, expect, it } from 'vitest';
import { nameFold, nameSkeleton } from './name-skeleton.js';
import { nameSchema } from './names.js';
import { datasourceNameSchema, nickNameSchema } from './rules.js';

const rule = nameSchema({ min: 2, max: 25, lengthKey: 'validation.datasource.nameLength' });
const issue = (value: string) => {
  const result = rule.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the name rule', () => {
  it('stores names NFC-normalised and trimmed of surrounding white space', () => {
    // "é" as e + combining acute becomes the single code point U+00E9.
    expect(rule.parse('  Cafe\u0301 sales \u3000')).toBe('Caf\u00e9 sales');
  });

  it.each([
    ['NUL', 'Sales\u0000'],
    ['a line break', 'Sales\r\nreport'],
    ['a tab', 'Sales\treport'],
    ['a zero-width space', 'Sa\u200bles'],
    ['a zero-width joiner', 'Sales\u200d'],
    ['a right-to-left override', 'Sales\u202egnp.exe'],
    ['a byte-order mark inside', 'Sa\ufeffles'],
    ['a soft hyphen', 'Sal\u00ades'],
    ['a private-use character', 'Sales\ue000'],
    ['a lone surrogate', 'Sales\ud800'],
    ['a line separator', 'Sales\u2028x'],
    ['a variation selector', 'Sales\ufe0f'],
    ['a combining grapheme joiner', 'Sa\u034fles'],
    ['a Hangul filler', 'Sales\u3164'],
    ['a blank Braille pattern', 'Sales\u2800'],
  ])('refuses %s', (_what, value) => {
    expect(issue(value)).toBe('validation.name.characters');
  });

  it('refuses a name made only of invisible characters, and one with nothing visible', () => {
    expect(issue('\u200b\u200b\u200b')).toBe('validation.name.characters');
    expect(issue('\u3164\u3164')).toBe('validation.name.characters');
    expect(issue('\u2800\u2800')).toBe('validation.name.characters');
    // Combining marks alone show nothing on their own.
    expect(issue('\u0301\u0302')).toBe('validation.name.invisible');
    // Blank is empty once trimmed: it is asked for, not measured (issue 19).
    expect(issue('   ')).toBe('validation.name.required');
  });

  it('counts length in characters after normalising, not in UTF-16 units', () => {
    expect(rule.safeParse('𝐒𝐚').success).toBe(true); // two astral letters, four code units
    expect(rule.safeParse('数据'.repeat(12) + '源').success).toBe(true); // 25 characters
    expect(issue('数据'.repeat(13))).toBe('validation.datasource.nameLength'); // 26
    expect(issue('x')).toBe('validation.datasource.nameLength');
  });

  it('keeps ordinary names in every language as they are', () => {
    for (const name of [
      'Demo warehouse',
      '销售数据 2026',
      '銷售資料',
      'Ventas (España)',
      'a-b_c.d',
    ])
      expect(datasourceNameSchema.parse(name)).toBe(name);
  });

  it('applies to a person’s name too (no NUL in nickName)', () => {
    expect(nickNameSchema.safeParse('Ann\u0000').success).toBe(false);
    expect(nickNameSchema.parse(' Ann Lee ')).toBe('Ann Lee');
  });
});

describe('the confusable skeleton (TR39)', () => {
  it('gives a Cyrillic look-alike the skeleton of the original', () => {
    // "Dеmо wаrеhоusе" with Cyrillic е, о, а.
    const lookAlike = 'D\u0435m\u043e w\u0430r\u0435h\u043eus\u0435';
    expect(lookAlike).not.toBe('Demo warehouse');
    expect(nameSkeleton(lookAlike)).toBe(nameSkeleton('Demo warehouse'));
  });

  it('folds case, full-width forms and letter-pair look-alikes', () => {
    expect(nameSkeleton('SALES')).toBe(nameSkeleton('sales'));
    expect(nameSkeleton('\uff33ales')).toBe(nameSkeleton('Sales')); // full-width S
    expect(nameSkeleton('modern')).toBe(nameSkeleton('rnodern'));
    expect(nameSkeleton('paypal')).toBe(nameSkeleton('paypa1'));
  });

  it.each([
    ['full-width', '\uff24emo'],
    ['a modifier letter', '\u1d30emo'],
    ['mathematical bold', '\u{1d403}emo'],
    ['mathematical double-struck', '\u{1d53b}emo'],
    ['circled', '\u24b9emo'],
    ['upper case', 'DEMO'],
    ['lower case', 'demo'],
    ['a Cyrillic е', 'D\u0435mo'],
    ['full-width and Cyrillic together', '\uff24\u0435\uff4do'],
    ['a modifier letter and Cyrillic together', '\u1d30\u0435mo'],
  ])('gives "Demo" written with %s the same key (NFKC, case folding, then TR39)', (_what, name) => {
    expect(name).not.toBe('Demo');
    expect(nameSkeleton(name)).toBe(nameSkeleton('Demo'));
  });

  it('folds ligatures, sharp s and final sigma as case folding does', () => {
    expect(nameSkeleton('\ufb01nance')).toBe(nameSkeleton('finance')); // ﬁ ligature
    expect(nameSkeleton('\ufb01nance')).toBe(nameSkeleton('FINANCE'));
    expect(nameSkeleton('Stra\u00dfe')).toBe(nameSkeleton('STRASSE'));
    expect(nameFold('STRA\u1e9eE')).toBe(nameFold('strasse')); // capital sharp s
    expect(nameSkeleton('\u03bf\u03b4\u03bf\u03c2')).toBe(nameSkeleton('\u039f\u0394\u039f\u03a3'));
    expect(nameFold('\u01c5emo')).toBe(nameFold('\u01c4EMO')); // ǅ and Ǆ
  });

  it('ignores default-ignorable characters, as TR39 does', () => {
    expect(nameSkeleton('Demo warehouse\ufe0f')).toBe(nameSkeleton('Demo warehouse'));
    expect(nameSkeleton('De\u034fmo')).toBe(nameSkeleton('Demo'));
  });

  it('keeps names that only share letters apart', () => {
    expect(nameSkeleton('Sales east')).not.toBe(nameSkeleton('Sales west'));
    expect(nameSkeleton('销售')).not.toBe(nameSkeleton('銷售'));
    expect(nameSkeleton('Demo 1')).not.toBe(nameSkeleton('Demo 2'));
    expect(nameSkeleton('Sales\u00b2')).not.toBe(nameSkeleton('Sales'));
  });
});
