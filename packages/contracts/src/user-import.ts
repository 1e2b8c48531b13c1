import type { Language } from './language.js';
import { normaliseName } from './names.js';
import { USER_ATTRIBUTE_NAME_PATTERN } from './user-admin.js';

/**
 * Importing many users from one CSV or xlsx file (issue 21 part 2): POST /api/user/import,
 * multipart with the file in the field `file`, answered with a report row per data row. Each row
 * is validated exactly as POST /api/user/create validates one user; a failing row stops nothing.
 */

export const USER_IMPORT_LIMITS = {
  /** A thousand users with every column fit in well under 1 MB; 2 MB leaves room for xlsx. */
  maxBytes: 2 * 1024 * 1024,
  /**
   * Users per file. Each created user costs a password hash (tens of ms by design), so the cap
   * keeps one import within a few minutes; larger lists are split.
   */
  maxRows: 1_000,
} as const;

export const USER_IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** The columns a file may hold besides `attr.<name>` ones. */
export const USER_IMPORT_COLUMNS = [
  'username',
  'nickName',
  'email',
  'phone',
  'dept',
  'roles',
  'enabled',
  'password',
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** Without these a row could never be a user (create requires them all). */
export const USER_IMPORT_REQUIRED: readonly UserImportColumn[] = [
  'username',
  'nickName',
  'dept',
  'roles',
];

/**
 * The titles a column is recognised by, in every interface language (the users page's own
 * labels among them), compared after `headerKey`. The first of each language is the title the
 * template uses.
 */
export const USER_IMPORT_TITLES: Record<UserImportColumn, Record<Language, readonly string[]>> = {
  username: {
    en: ['username', 'user name', 'login'],
    'zh-CN': ['用户名', '登录名'],
    'zh-TW': ['使用者名稱', '用戶名', '登入名稱'],
  },
  nickName: {
    en: ['nickName', 'name', 'display name'],
    'zh-CN': ['姓名', '昵称'],
    'zh-TW': ['姓名', '暱稱'],
  },
  email: { en: ['email', 'mail'], 'zh-CN': ['邮箱', '电子邮箱'], 'zh-TW': ['電子郵件', '郵箱'] },
  phone: {
    en: ['phone', 'mobile'],
    'zh-CN': ['手机号码', '手机'],
    'zh-TW': ['手機號碼', '手機'],
  },
  dept: {
    en: ['dept', 'organisation', 'organization', 'org', 'department'],
    'zh-CN': ['所属组织', '组织', '部门'],
    'zh-TW': ['所屬組織', '組織', '部門'],
  },
  roles: { en: ['roles', 'role'], 'zh-CN': ['角色'], 'zh-TW': ['角色'] },
  enabled: { en: ['enabled'], 'zh-CN': ['启用'], 'zh-TW': ['啟用'] },
  password: { en: ['password'], 'zh-CN': ['密码'], 'zh-TW': ['密碼'] },
};

/** A user attribute's column: `attr.region` (or 属性.region / 屬性.region) holds `region`. */
const ATTRIBUTE_PREFIXES = ['attr.', '属性.', '屬性.'];

/**
 * The built-in roles' names as the interface shows them (apps/web i18n `role.*`), so a file
 * written in any language names them the way its author reads them; the code works too.
 */
export const BUILTIN_ROLE_NAMES: Record<string, Record<Language, string>> = {
  admin: { en: 'Administrator', 'zh-CN': '系统管理员', 'zh-TW': '系統管理員' },
  org_admin: { en: 'Organization Administrator', 'zh-CN': '组织管理员', 'zh-TW': '組織管理員' },
  org_member: { en: 'Organization Member', 'zh-CN': '组织成员', 'zh-TW': '組織成員' },
};

/** How titles and names are compared: NFC, no case, no spaces, `_` or `-` ("Nick_Name"). */
export const headerKey = (title: string): string =>
  normaliseName(title)
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const TITLE_TO_COLUMN = new Map<string, UserImportColumn>(
  USER_IMPORT_COLUMNS.flatMap((column) =>
    Object.values(USER_IMPORT_TITLES[column])
      .flat()
      .map((title) => [headerKey(title), column] as const),
  ),
);

/** What one column of the file holds. */
export type ImportColumnMeaning =
  { kind: 'field'; column: UserImportColumn } | { kind: 'attribute'; name: string };

export interface ImportHeader {
  /** One entry per column of the file, in order; null for an unknown title. */
  columns: (ImportColumnMeaning | null)[];
  /** Required columns the header lacks. */
  missing: UserImportColumn[];
  /** Titles that mean nothing here (an empty one shows as its 1-based position, "#3"). */
  unknown: string[];
  /** Titles naming a column already named further left. */
  repeated: string[];
}

/**
 * The meaning of each title of a header row. Unknown titles are reported, never ignored: a
 * misspelt "emial" column would otherwise drop every address without a word.
 */
export function readImportHeader(titles: readonly (string | null)[]): ImportHeader {
  const columns: (ImportColumnMeaning | null)[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<string>();
  titles.forEach((raw, index) => {
    const title = normaliseName(raw ?? '');
    const prefix = ATTRIBUTE_PREFIXES.find((p) => title.toLowerCase().startsWith(p));
    const meaning = prefix ? attributeOf(title.slice(prefix.length).trim()) : fieldOf(title);
    if (meaning === null) {
      unknown.push(title === '' ? `#${index + 1}` : title);
      columns.push(null);
      return;
    }
    const key = meaning.kind === 'field' ? meaning.column : `attr.${meaning.name}`;
    if (seen.has(key)) repeated.push(title);
    seen.add(key);
    columns.push(meaning);
  });
  const missing = USER_IMPORT_REQUIRED.filter((column) => !seen.has(column));
  return { columns, missing, unknown, repeated };
}

/** An attribute column whose name a row rule could never read is a mistake in the header. */
function attributeOf(name: string): ImportColumnMeaning | null {
  return USER_ATTRIBUTE_NAME_PATTERN.test(name) ? { kind: 'attribute', name } : null;
}

function fieldOf(title: string): ImportColumnMeaning | null {
  const column = TITLE_TO_COLUMN.get(headerKey(title));
  return column ? { kind: 'field', column } : null;
}

/** One data row as the columns say, before any lookup: text as written, trimmed. */
export interface ImportRowValues {
  username: string;
  nickName: string;
  email: string;
  phone: string;
  dept: string;
  roles: string[];
  /** null when the cell is neither a yes nor a no. */
  enabled: boolean | null;
  /** Empty: one is generated and answered once. */
  password: string;
  attributes: Record<string, string>;
}

/** Yes and no as people write them in a sheet (an empty cell is yes: users sign in). */
const YES = ['', 'true', 'yes', 'y', '1', 'enabled', '是', '启用', '啟用', '已启用', '已啟用'];
const NO = ['false', 'no', 'n', '0', 'disabled', '否', '禁用', '停用', '已禁用', '已停用'];

export function parseEnabled(text: string): boolean | null {
  const key = headerKey(text);
  if (YES.includes(key)) return true;
  if (NO.includes(key)) return false;
  return null;
}

/** Role names separated by `;` or `,` (full-width ones and 、 too), blanks dropped. */
export const splitRoleNames = (text: string): string[] =>
  text
    .split(/[;,；，、]/)
    .map((name) => normaliseName(name))
    .filter(Boolean);

/**
 * A data row's values by the header's meanings. Values are kept as written (only trimmed): a
 * cell such as `=cmd|' /C calc'!A0` is plain text here, judged by the same rules as a typed name.
 */
export function readImportRow(
  header: ImportHeader,
  cells: readonly (string | null)[],
): ImportRowValues {
  const values: ImportRowValues = {
    username: '',
    nickName: '',
    email: '',
    phone: '',
    dept: '',
    roles: [],
    enabled: true,
    password: '',
    attributes: {},
  };
  header.columns.forEach((meaning, index) => {
    const text = (cells[index] ?? '').trim();
    if (meaning === null) return;
    if (meaning.kind === 'attribute') {
      // An attribute left empty is not set, as in the form.
      if (text !== '') values.attributes[meaning.name] = text;
      return;
    }
    switch (meaning.column) {
      case 'roles':
        values.roles = splitRoleNames(text);
        break;
      case 'enabled':
        values.enabled = parseEnabled(text);
        break;
      case 'password':
        // A password is taken exactly: spaces may be part of it.
        values.password = cells[index] ?? '';
        break;
      default:
        values[meaning.column] = text;
    }
  });
  return values;
}

export type UserImportStatus = 'created' | 'skipped' | 'failed';

export interface UserImportRowReport {
  /** The row's number in the file (the header is row 1). */
  row: number;
  username?: string;
  /** skipped: the user exists already (in the system or earlier in the file). */
  status: UserImportStatus;
  /** Why, in the caller's language, exactly as a single create would say it. */
  error?: string;
  /** Only when generated: shown once; the user must change it at the first sign-in. */
  password?: string;
}

/** POST /api/user/import → this. */
export interface UserImportReply {
  created: number;
  rows: UserImportRowReport[];
}

/** A field's value in a CSV line, quoted when it must be. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The template file in a language: the header with each column's first title in that language,
 * and one example row. UTF-8 with a BOM, so Excel opens Chinese titles correctly.
 */
export function userImportTemplateCsv(language: Language, deptName: string): string {
  const title = (column: UserImportColumn) => USER_IMPORT_TITLES[column][language][0]!;
  const prefix = { en: 'attr.', 'zh-CN': '属性.', 'zh-TW': '屬性.' }[language];
  const attribute = `${prefix}region`;
  const header = [...USER_IMPORT_COLUMNS.filter((c) => c !== 'password').map(title), attribute];
  const example = [
    'zhang.san',
    { en: 'Zhang San', 'zh-CN': '张三', 'zh-TW': '張三' }[language],
    'zhang.san@example.com',
    '13812345678',
    deptName,
    BUILTIN_ROLE_NAMES.org_member![language],
    language === 'en' ? 'yes' : '是',
    { en: 'East', 'zh-CN': '华东', 'zh-TW': '華東' }[language],
  ];
  return `\ufeff${[header, example].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
