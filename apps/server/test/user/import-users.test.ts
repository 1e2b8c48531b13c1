// Issue 21 part 2: importing users from a CSV or xlsx file with a report per row. Each row is
// judged exactly as POST /api/user/create judges one user (the same words), a failing row writes
// nothing and stops no other, and a file that cannot serve is refused whole with nothing written
// (SECURITY C-lines on bad input, D1/D2 on uploads; B2 for who may call it).
import fs from 'node:fs';
import path from 'node:path';
import type { Language, UserImportReply } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deflateRepeated,
  writeRawWorkbook,
  writeWorkbook,
} from '../../../../packages/engine/test/fixtures/upload/make-files.js';
import { verifyPassword } from '../../src/auth/passwords.js';
import { UPLOADS_FOLDER } from '../../src/dataset/staging.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { PASSWORD, createDept, type Api } from '../org/support.js';
import { multipartBody } from '../panel/support.js';
import { CJK, expectError, expectLocalisedError } from '../security/support.js';
import { attributesOf, customRole, roleId, roleIdsOf } from './support.js';

let ctx: TestContext;
let admin: Api;
let adminToken: string;
let memberToken: string;
let ottoToken: string;
let sales: number;
let analysts: number;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await login(ctx.app);
  admin = client(ctx, adminToken);
  sales = await createDept(admin, 'Sales', 1);
  analysts = await customRole(ctx, 1, 'Analysts', []);
  await createUser(ctx, 'member', PASSWORD, 'org_member', 1);
  memberToken = await login(ctx.app, 'member', PASSWORD);
  await createUserInNewOrg(ctx, 'otto', PASSWORD, 'org_admin');
  ottoToken = await login(ctx.app, 'otto', PASSWORD);
});
afterAll(async () => ctx.close());

function importFile(
  bytes: Buffer | string,
  options: { token?: string | null; name?: string; language?: Language } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? adminToken : options.token;
  const upload = multipartBody(Buffer.from(bytes), options.name ?? 'users.csv');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/import',
    headers: {
      ...(token ? { authorization: token } : {}),
      'accept-language': options.language ?? 'en',
      ...upload.headers,
    },
    payload: upload.payload,
  });
}

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const HEADER = 'username,nickName,email,phone,dept,roles,enabled,attr.region';

const userNamed = (username: string) =>
  ctx.services.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
const userCount = async () =>
  (await ctx.services.db.selectFrom('users').select('id').execute()).length;
const stagedFiles = () => fs.readdirSync(path.join(ctx.dataDir, UPLOADS_FOLDER));

/** What POST /api/user/create answers for the same user typed into the form. */
async function singleCreateMessage(body: object, language: Language = 'en') {
  const response = await admin.post(
    '/api/user/create',
    {
      nickName: 'x',
      deptId: sales,
      roleIds: [await roleId(ctx, 'org_member')],
      enabled: true,
      ...body,
    },
    language,
  );
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return response.json<{ message: string }>().message;
}

describe('POST /api/user/import: a mixed CSV file', () => {
  const FILE = csv(
    HEADER,
    'ann,Ann Lee,ann@example.com,13812345678,Sales,Analysts; org_member,yes,East',
    'bob,Bob,not-an-email,,Sales,org_member,,',
    'cat,Cat,,,Sales,Nobody,,',
    'admin,Admin Again,,,Sales,org_member,,',
    'ANN,Ann Twice,,,Sales,org_member,,',
    `"=cmd|' /C calc'!A0",Evil,,,Sales,org_member,,`,
    'dan,Dan,,,Nowhere,org_member,,',
    'eve,Eve,,,1,组织成员,no,',
  );
  let reply: UserImportReply;

  beforeAll(async () => {
    reply = dataOf<UserImportReply>(await importFile(FILE));
  });

  it('creates the good rows and reports every row by its line in the file', () => {
    expect(reply.created).toBe(2);
    expect(reply.rows.map((r) => [r.row, r.username, r.status])).toEqual([
      [2, 'ann', 'created'],
      [3, 'bob', 'failed'],
      [4, 'cat', 'failed'],
      [5, 'admin', 'skipped'],
      [6, 'ANN', 'skipped'],
      [7, "=cmd|' /C calc'!A0", 'failed'],
      [8, 'dan', 'failed'],
      [9, 'eve', 'created'],
    ]);
  });

  it('stores a created user with their organisation, roles and attributes, and a generated password shown once', async () => {
    const ann = reply.rows[0]!;
    expect(ann.error).toBeUndefined();
    expect(ann.password).toEqual(expect.any(String));
    const stored = (await userNamed('ann'))!;
    expect(stored).toMatchObject({
      nick_name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '13812345678',
      org_id: sales,
      enabled: 1,
      must_change_password: 1,
    });
    expect(await verifyPassword(stored.password_hash, ann.password!)).toBe(true);
    expect(await roleIdsOf(ctx, stored.id)).toEqual(
      [analysts, await roleId(ctx, 'org_member')].sort((a, b) => a - b),
    );
    expect(await attributesOf(ctx, stored.id)).toEqual({ region: 'East' });
  });

  it('reads an organisation by id, a built-in role by its Chinese name and "no" as disabled', async () => {
    const eve = (await userNamed('eve'))!;
    expect(eve).toMatchObject({ org_id: 1, enabled: 0 });
    expect(await roleIdsOf(ctx, eve.id)).toEqual([await roleId(ctx, 'org_member')]);
  });

  it('refuses a bad email in the very words a single create uses', async () => {
    const row = reply.rows[1]!;
    expect(row.error).toBe(await singleCreateMessage({ username: 'bob', email: 'not-an-email' }));
    expect(row.error).toBe('Please enter a valid email address');
    expect(row.password).toBeUndefined();
  });

  it('names an unknown role and an unknown organisation', () => {
    expect(reply.rows[2]!.error).toBe('No role is named "Nobody"');
    expect(reply.rows[6]!.error).toBe('No organisation you manage is named or numbered "Nowhere"');
  });

  it('skips an existing username as create refuses it, and a repeat of an earlier row naming it', async () => {
    expect(reply.rows[3]!.error).toBe(await singleCreateMessage({ username: 'admin' }));
    expect(reply.rows[4]!.error).toBe('The username repeats row 2 of the file');
  });

  it('takes a formula-looking username as plain text, refused by the username rule', () => {
    expect(reply.rows[5]!.error).toBe('The username must be 2-50 letters, digits or _ . @ -');
  });

  it('writes nothing for a refused row', async () => {
    for (const name of ['bob', 'cat', 'dan', 'Evil']) expect(await userNamed(name)).toBeUndefined();
    const admins = await ctx.services.db
      .selectFrom('users')
      .select('nick_name')
      .where('username', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ nick_name: expect.not.stringMatching(/Again/) }]);
    expect(stagedFiles()).toEqual([]);
  });
});

describe('POST /api/user/import: languages and xlsx', () => {
  it('answers row errors in the caller language, as a single create would', async () => {
    const reply = dataOf<UserImportReply>(
      await importFile(
        csv(
          '用户名,姓名,邮箱,所属组织,角色',
          'zoe,Zoe,bad-mail,Sales,组织成员',
          'yan,Yan,,无此组织,组织成员',
        ),
        { language: 'zh-CN' },
      ),
    );
    expect(reply.created).toBe(0);
    expect(reply.rows[0]!.error).toMatch(CJK);
    expect(reply.rows[0]!.error).toBe(
      await singleCreateMessage({ username: 'zoe', email: 'bad-mail' }, 'zh-CN'),
    );
    expect(reply.rows[1]!.error).toBe('您管理的组织中没有名称或 ID 为“无此组织”的组织');
  });

  it('imports an xlsx with traditional Chinese titles, numbers and booleans as Excel stores them', async () => {
    const file = path.join(ctx.dataDir, 'users.xlsx');
    await writeWorkbook(file, [
      {
        name: '使用者',
        rows: [
          ['使用者名稱', '姓名', '手機號碼', '所屬組織', '角色', '啟用', '屬性.level'],
          ['xia', '夏', 13912345678, 'sales', '組織成員', false, 3],
          ['xu', '徐', null, 'Sales', 'Analysts', true, null],
        ],
      },
    ]);
    const reply = dataOf<UserImportReply>(
      await importFile(fs.readFileSync(file), { name: 'users.xlsx', language: 'zh-TW' }),
    );
    expect(reply.rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [2, 'created', undefined],
      [3, 'created', undefined],
    ]);
    const xia = (await userNamed('xia'))!;
    expect(xia).toMatchObject({ phone: '13912345678', org_id: sales, enabled: 0 });
    expect(await attributesOf(ctx, xia.id)).toEqual({ level: '3' });
    expect(await roleIdsOf(ctx, (await userNamed('xu'))!.id)).toEqual([analysts]);
  });
});

describe('POST /api/user/import: who may call it (SECURITY B1, B2)', () => {
  const ONE = csv('username,nickName,dept,roles', 'mallory,Mallory,Sales,org_member');

  it('refuses an anonymous caller with 401 and a member without the users menu with 403', async () => {
    const before = await userCount();
    expect((await importFile(ONE, { token: null })).statusCode).toBe(401);
    expectError(await importFile(ONE, { token: memberToken }), 403, 'FORBIDDEN');
    expect(await userCount()).toBe(before);
  });

  it("never places a user in another tenant's organisation", async () => {
    const reply = dataOf<UserImportReply>(await importFile(ONE, { token: ottoToken }));
    expect(reply.rows[0]).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Sales'),
    });
    expect(await userNamed('mallory')).toBeUndefined();
  });
});

describe('POST /api/user/import: files that cannot serve are refused whole', () => {
  let before: number;
  beforeAll(async () => {
    before = await userCount();
  });

  const refused = async (
    response: LightMyRequestResponse,
    status: number,
    code: Parameters<typeof expectError>[2],
  ) => {
    const envelope = expectError(response, status, code);
    expect(await userCount()).toBe(before);
    expect(stagedFiles()).toEqual([]);
    return envelope;
  };

  it('refuses a file that is neither CSV nor xlsx, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await refused(await importFile(png, { name: 'users.csv' }), 400, 'DATASET_UPLOAD_TYPE');
    await refused(await importFile('<html><script>x</script></html>'), 400, 'DATASET_UPLOAD_TYPE');
  });

  it('says an empty file is empty, and a header without rows holds no users', async () => {
    const empty = await refused(await importFile(''), 400, 'DATASET_UPLOAD_FILE');
    expect(empty.message).toBe('The file cannot be read: the file is empty');
    await refused(await importFile(csv(HEADER)), 400, 'USER_IMPORT_EMPTY');
  });

  it('names unknown columns and the required ones missing, in the caller language', async () => {
    const unknown = await refused(
      await importFile(csv('username,nickName,dept,roles,emial', 'a1,A,Sales,org_member,x')),
      400,
      'USER_IMPORT_COLUMNS_UNKNOWN',
    );
    expect(unknown.message).toContain('emial');
    expectLocalisedError(
      await importFile(csv('用户名,所属组织', 'a1,Sales'), { language: 'zh-CN' }),
      400,
      'USER_IMPORT_COLUMNS_MISSING',
      'zh-CN',
      { names: '姓名、角色' },
    );
  });

  it('refuses a file over the size cap with 413', async () => {
    const big = csv(HEADER, 'x'.repeat(2 * 1024 * 1024 + 10));
    await refused(await importFile(big), 413, 'DATASET_UPLOAD_TOO_LARGE');
  });

  it('refuses a file of more rows than the cap before creating anyone', async () => {
    const rows = Array.from({ length: 1_001 }, (_, i) => `u${i},U${i},Sales,org_member`);
    const response = await importFile(csv('username,nickName,dept,roles', ...rows));
    const envelope = await refused(response, 413, 'USER_IMPORT_TOO_MANY_ROWS');
    expect(envelope.message).toContain('1,000');
    expect(await userNamed('u0')).toBeUndefined();
  });

  it('refuses a malformed CSV naming its row', async () => {
    const response = await importFile(
      csv('username,nickName,dept,roles', 'a1,"A,Sales,org_member'),
    );
    const envelope = await refused(response, 400, 'DATASET_UPLOAD_FILE');
    expect(envelope.message).toMatch(/row 2/);
  });

  it('refuses an xlsx zip bomb by its compression ratio, with nothing written', async () => {
    // A usable header, then blank rows inflating past 1 MB from a few KB: the bound is met
    // while the rows stream, before any row is a user.
    const titles = ['username', 'nickName', 'dept', 'roles']
      .map((t, i) => `<c r="${'ABCD'[i]}1" t="inlineStr"><is><t>${t}</t></is></c>`)
      .join('');
    const bomb = await deflateRepeated(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${titles}</row>`,
      '<row r="2"></row>',
      210_000,
      '</sheetData></worksheet>',
    );
    const file = path.join(ctx.dataDir, 'bomb.xlsx');
    writeRawWorkbook(file, [{ name: 'S', file: 'sheet1.xml', xml: bomb, declaredSize: 4096 }]);
    await refused(
      await importFile(fs.readFileSync(file), { name: 'users.xlsx' }),
      413,
      'DATASET_UPLOAD_COMPRESSION_RATIO',
    );
  });
});
