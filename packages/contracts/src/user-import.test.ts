import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.js';
import {
  parseEnabled,
  readImportHeader,
  readImportRow,
  splitRoleNames,
  userImportTemplateCsv,
} from './user-import.js';

/** The template's lines as cells (it has no quoted fields). */
const templateLines = (csv: string) =>
  csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe('reading an import header', () => {
  it('recognises the columns by their English titles, whatever their case, spaces or underscores', () => {
    const header = readImportHeader([
      'Username',
      'nick_name',
      'E-Mail',
      'MOBILE',
      'Organisation',
      'Roles',
    ]);
    expect(header.columns.map((c) => c && c.kind === 'field' && c.column)).toEqual([
      'username',
      'nickName',
      'email',
      'phone',
      'dept',
      'roles',
    ]);
    expect(header).toMatchObject({ missing: [], unknown: [], repeated: [] });
  });

  it('recognises the users page titles in simplified and traditional Chinese', () => {
    expect(
      readImportHeader(['用户名', '姓名', '邮箱', '手机号码', '所属组织', '角色', '启用']),
    ).toMatchObject({
      missing: [],
      unknown: [],
    });
    expect(
      readImportHeader(['使用者名稱', '姓名', '電子郵件', '手機號碼', '所屬組織', '角色', '啟用']),
    ).toMatchObject({
      missing: [],
      unknown: [],
    });
  });

  it('reads attr.<name> columns as user attributes, in any language', () => {
    const header = readImportHeader([
      'username',
      'nickName',
      'dept',
      'roles',
      'attr.region',
      '属性.level',
    ]);
    expect(header.columns.slice(4)).toEqual([
      { kind: 'attribute', name: 'region' },
      { kind: 'attribute', name: 'level' },
    ]);
  });

  it('reports unknown, empty and repeated titles and the required columns missing', () => {
    const header = readImportHeader(['username', 'emial', '', 'Username', 'attr.my region']);
    expect(header.unknown).toEqual(['emial', '#3', 'attr.my region']);
    expect(header.repeated).toEqual(['Username']);
    expect(header.missing).toEqual(['nickName', 'dept', 'roles']);
  });
});

describe('reading an import row', () => {
  const header = readImportHeader([
    'username',
    'nickName',
    'email',
    'dept',
    'roles',
    'enabled',
    'password',
    'attr.region',
    'attr.level',
  ]);

  it('trims values, splits the roles and leaves empty attributes unset', () => {
    const row = readImportRow(header, [
      ' ann ',
      'Ann',
      null,
      'Sales',
      'Analysts; org_member，组织成员',
      'no',
      ' Pass word1 ',
      'East',
      null,
    ]);
    expect(row).toEqual({
      username: 'ann',
      nickName: 'Ann',
      email: '',
      phone: '',
      dept: 'Sales',
      roles: ['Analysts', 'org_member', '组织成员'],
      enabled: false,
      password: ' Pass word1 ',
      attributes: { region: 'East' },
    });
  });

  it('keeps a formula-looking cell as the plain text it is', () => {
    const row = readImportRow(header, ["=cmd|' /C calc'!A0", '@SUM(1+1)']);
    expect(row.username).toBe("=cmd|' /C calc'!A0");
    expect(row.nickName).toBe('@SUM(1+1)');
  });

  it('takes an empty enabled cell as yes and an unreadable one as neither', () => {
    expect(parseEnabled('')).toBe(true);
    expect(parseEnabled('TRUE')).toBe(true);
    expect(parseEnabled('停用')).toBe(false);
    expect(parseEnabled('maybe')).toBeNull();
  });

  it('splits role names on ; and , and drops blanks', () => {
    expect(splitRoleNames(' a ;; b , c ')).toEqual(['a', 'b', 'c']);
    expect(splitRoleNames('')).toEqual([]);
  });
});

describe('the import template', () => {
  it.each(LANGUAGES)(
    'in %s has a header the import reads back, and a complete example row',
    (language) => {
      const csv = userImportTemplateCsv(language, 'Acme');
      expect(csv.startsWith('\ufeff')).toBe(true);
      const [titles, example] = templateLines(csv);
      const header = readImportHeader(titles!);
      expect(header).toMatchObject({ missing: [], unknown: [], repeated: [] });
      const row = readImportRow(header, example!);
      expect(row).toMatchObject({ username: 'zhang.san', dept: 'Acme', enabled: true });
      expect(row.roles).toHaveLength(1);
      expect(Object.keys(row.attributes)).toEqual(['region']);
    },
  );
});
