import type { Language } from './language.js';

/**
 * Localised texts for the shared validation keys used by rules.ts. Both ends read them: the
 * server to answer 400s, the web app to show form errors. Keys must match across languages
 * (a unit test checks it; the types below check it too).
 */
const en = {
  'validation.username.required': 'Please enter the username',
  'validation.username.invalid': 'Please enter a correct username',
  'validation.password.required': 'Please enter the password',
  'validation.password.tooShort': 'The password cannot be shorter than 8 characters',
  'validation.password.tooLong': 'The password is too long',
  'validation.password.policy':
    'The password must be 8-30 characters with upper and lower case letters and digits',
  'validation.password.mismatch': 'The two passwords do not match',
  'validation.phone.invalid': 'Please enter a valid mobile number',
  'validation.email.invalid': 'Please enter a valid email address',
  'validation.nickName.required': 'Please enter the name',
  'validation.nickName.tooLong': 'The name can be at most 50 characters',
  'validation.datasource.nameLength': 'The name must be 2-25 characters',
  'validation.datasource.descLength': 'The description can be at most 50 characters',
  'validation.name.required': 'The name cannot be empty',
  'validation.name.tooLong': 'The name can be at most 50 characters',
  'validation.name.characters': 'The name cannot contain control or invisible characters',
  'validation.name.invisible': 'The name needs at least one visible character',
  'validation.sharePassword.format': 'The password must be 4 digits',
  'validation.org.nameRequired': 'Please enter the organisation name',
  'validation.org.nameTooLong': 'The organisation name can be at most 50 characters',
  'validation.org.nameFormat':
    'The organisation name cannot contain special characters or start or end with "-"',
  'validation.datasource.host': 'Please enter a host name or IP address',
  'validation.datasource.port': 'Please enter a port between 1 and 65535',
  'validation.datasource.database': 'Please enter a valid database name',
  'validation.datasource.username': 'Please enter the database user name',
  'validation.invalid': 'The input is invalid',
  'validation.dataset.sqlRequired': 'Please enter a SELECT statement',
  'validation.dataset.joinFields': 'Choose at least one pair of fields to join on',
  'validation.dataset.expressionRequired': 'Please enter the expression',
  'validation.cron.invalid': 'The schedule is not a valid cron expression',
  'validation.cron.minutes': 'Minutes must be between 1 and 59',
  'validation.cron.hours': 'Hours must be between 1 and 23',
  'validation.cron.days': 'Days must be between 1 and 31',
  'validation.cron.dayAndWeek': 'Set either the day or the week, not both and not neither',
} as const;

export type ValidationKey = keyof typeof en;

const zhCN: Record<ValidationKey, string> = {
  'validation.username.required': '请输入用户名',
  'validation.username.invalid': '请输入正确的用户名',
  'validation.password.required': '请输入密码',
  'validation.password.tooShort': '密码不能少于 8 位',
  'validation.password.tooLong': '密码过长',
  'validation.password.policy': '密码须为 8-30 位，且包含大写字母、小写字母和数字',
  'validation.password.mismatch': '两次输入的密码不一致',
  'validation.phone.invalid': '请输入正确的手机号码',
  'validation.email.invalid': '请输入正确的邮箱地址',
  'validation.nickName.required': '请输入姓名',
  'validation.nickName.tooLong': '姓名最多 50 个字符',
  'validation.datasource.nameLength': '名称长度须为 2-25 个字符',
  'validation.datasource.descLength': '描述最多 50 个字符',
  'validation.name.required': '名称不能为空',
  'validation.name.tooLong': '名称最多 50 个字符',
  'validation.name.characters': '名称不能包含控制字符或不可见字符',
  'validation.name.invisible': '名称至少需要一个可见字符',
  'validation.sharePassword.format': '密码须为 4 位数字',
  'validation.org.nameRequired': '请输入组织名称',
  'validation.org.nameTooLong': '组织名称最多 50 个字符',
  'validation.org.nameFormat': '组织名称不能包含特殊字符，且不能以“-”开头或结尾',
  'validation.datasource.host': '请输入主机名或 IP 地址',
  'validation.datasource.port': '请输入 1-65535 之间的端口',
  'validation.datasource.database': '请输入有效的数据库名称',
  'validation.datasource.username': '请输入数据库用户名',
  'validation.invalid': '输入无效',
  'validation.dataset.sqlRequired': '请输入 SELECT 语句',
  'validation.dataset.joinFields': '请至少选择一对关联字段',
  'validation.dataset.expressionRequired': '请输入表达式',
  'validation.cron.invalid': '定时规则不是有效的 cron 表达式',
  'validation.cron.minutes': '分钟须在 1 到 59 之间',
  'validation.cron.hours': '小时须在 1 到 23 之间',
  'validation.cron.days': '天数须在 1 到 31 之间',
  'validation.cron.dayAndWeek': '日和周须且只能设置其中一个',
};

const zhTW: Record<ValidationKey, string> = {
  'validation.username.required': '請輸入使用者名稱',
  'validation.username.invalid': '請輸入正確的使用者名稱',
  'validation.password.required': '請輸入密碼',
  'validation.password.tooShort': '密碼不能少於 8 位',
  'validation.password.tooLong': '密碼過長',
  'validation.password.policy': '密碼須為 8-30 位，且包含大寫字母、小寫字母和數字',
  'validation.password.mismatch': '兩次輸入的密碼不一致',
  'validation.phone.invalid': '請輸入正確的手機號碼',
  'validation.email.invalid': '請輸入正確的電子郵件地址',
  'validation.nickName.required': '請輸入姓名',
  'validation.nickName.tooLong': '姓名最多 50 個字元',
  'validation.datasource.nameLength': '名稱長度須為 2-25 個字元',
  'validation.datasource.descLength': '描述最多 50 個字元',
  'validation.name.required': '名稱不能為空',
  'validation.name.tooLong': '名稱最多 50 個字元',
  'validation.name.characters': '名稱不能包含控制字元或不可見字元',
  'validation.name.invisible': '名稱至少需要一個可見字元',
  'validation.sharePassword.format': '密碼須為 4 位數字',
  'validation.org.nameRequired': '請輸入組織名稱',
  'validation.org.nameTooLong': '組織名稱最多 50 個字元',
  'validation.org.nameFormat': '組織名稱不能包含特殊字元，且不能以「-」開頭或結尾',
  'validation.datasource.host': '請輸入主機名稱或 IP 位址',
  'validation.datasource.port': '請輸入 1-65535 之間的連接埠',
  'validation.datasource.database': '請輸入有效的資料庫名稱',
  'validation.datasource.username': '請輸入資料庫使用者名稱',
  'validation.invalid': '輸入無效',
  'validation.dataset.sqlRequired': '請輸入 SELECT 陳述式',
  'validation.dataset.joinFields': '請至少選擇一對關聯欄位',
  'validation.dataset.expressionRequired': '請輸入運算式',
  'validation.cron.invalid': '排程規則不是有效的 cron 運算式',
  'validation.cron.minutes': '分鐘須在 1 到 59 之間',
  'validation.cron.hours': '小時須在 1 到 23 之間',
  'validation.cron.days': '天數須在 1 到 31 之間',
  'validation.cron.dayAndWeek': '日與週須且只能設定其中一個',
};

export const VALIDATION_MESSAGES: Record<Language, Record<ValidationKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
};

export function isValidationKey(value: string): value is ValidationKey {
  return value in en;
}
