import type { Language } from '@tessera/contracts';
import { SQL_REFUSALS, type SqlRefusal } from '@tessera/engine';

/**
 * Why custom SQL was refused, in words, for DATASET_SQL_REFUSED's `{reason}` (SECURITY C4).
 * `{name}` is the function or relation the check refused; the reply never carries the SQL.
 */
type Reason = SqlRefusal;

const TEXTS: Record<
  Language,
  Record<Reason, string> & { someFunction: string; someTable: string }
> = {
  en: {
    syntax: 'the SQL could not be parsed',
    empty: 'there is no statement',
    multiple_statements: 'it holds more than one statement',
    not_select: 'it is not a SELECT',
    data_modifying_cte: 'a WITH clause changes data',
    select_into: 'SELECT … INTO writes a table, a file or a variable',
    locking_clause: 'it locks rows (FOR UPDATE, FOR SHARE)',
    forbidden_function: '{name} is not on the list of allowed functions',
    forbidden_table_source: '{name} is not a table or view of this data source',
    executable_comment: 'it holds an executable comment or an optimizer hint',
    ambiguous_syntax: 'the database would read part of it differently ("--" without a space)',
    too_complex: 'it is too complex to check',
    someFunction: 'a function',
    someTable: 'a table',
  },
  'zh-CN': {
    syntax: 'SQL 无法解析',
    empty: '没有语句',
    multiple_statements: '包含多条语句',
    not_select: '不是 SELECT 语句',
    data_modifying_cte: 'WITH 子句会修改数据',
    select_into: 'SELECT … INTO 会写入表、文件或变量',
    locking_clause: '会锁定行（FOR UPDATE、FOR SHARE）',
    forbidden_function: '{name} 不在允许使用的函数列表中',
    forbidden_table_source: '{name} 不是此数据源的表或视图',
    executable_comment: '包含可执行注释或优化器提示',
    ambiguous_syntax: '数据库会以不同方式解读其中一部分（“--”后没有空格）',
    too_complex: '过于复杂，无法检查',
    someFunction: '某个函数',
    someTable: '某个表',
  },
  'zh-TW': {
    syntax: 'SQL 無法解析',
    empty: '沒有陳述式',
    multiple_statements: '包含多條陳述式',
    not_select: '不是 SELECT 陳述式',
    data_modifying_cte: 'WITH 子句會修改資料',
    select_into: 'SELECT … INTO 會寫入資料表、檔案或變數',
    locking_clause: '會鎖定資料列（FOR UPDATE、FOR SHARE）',
    forbidden_function: '{name} 不在允許使用的函式清單中',
    forbidden_table_source: '{name} 不是此資料來源的資料表或檢視',
    executable_comment: '包含可執行註解或最佳化提示',
    ambiguous_syntax: '資料庫會以不同方式解讀其中一部分（「--」後沒有空格）',
    too_complex: '過於複雜，無法檢查',
    someFunction: '某個函式',
    someTable: '某個資料表',
  },
};

const IDENTIFIER = '[A-Za-z_][A-Za-z0-9_$]{0,62}';
/**
 * Names the check's refusal may show as they are: a (qualified) identifier, a cast `::type`,
 * a variable `@x` / `@@x`, an operator `OPERATOR(schema.op)`. Anything else (a quoted name
 * holding markup or spaces) is not echoed (SECURITY E6): the message says "a function".
 */
const SHOWABLE = new RegExp(
  `^(?:(?:::|@@?)?${IDENTIFIER}(?:\\.${IDENTIFIER}){0,2}|OPERATOR\\((?:${IDENTIFIER}\\.){0,2}[-+*/<>=~!@#%^&|?]{1,6}\\))$`,
);

const REASONS: ReadonlySet<string> = new Set<Reason>(SQL_REFUSALS);
const isReason = (value: string): value is Reason => REASONS.has(value);

/** The refused table's name in each language: as written when showable, else "a table". */
export function refusedTableName(subject: string | undefined): Readonly<Record<Language, string>> {
  const showable = subject !== undefined && SHOWABLE.test(subject) ? subject : undefined;
  const texts = {} as Record<Language, string>;
  for (const language of Object.keys(TEXTS) as Language[])
    texts[language] = showable ?? TEXTS[language].someTable;
  return texts;
}

/** The reason in each language, naming the refused function or relation when it is showable. */
export function refusalReason(
  reason: string,
  subject: string | undefined,
): Readonly<Record<Language, string>> {
  const key: Reason = isReason(reason) ? reason : 'not_select';
  const showable = subject !== undefined && SHOWABLE.test(subject) ? subject : undefined;
  const texts = {} as Record<Language, string>;
  for (const language of Object.keys(TEXTS) as Language[]) {
    const table = TEXTS[language];
    const fallback = key === 'forbidden_table_source' ? table.someTable : table.someFunction;
    texts[language] = table[key].replace('{name}', () => showable ?? fallback);
  }
  return texts;
}
