import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PersonInfo, UserInfo } from '@tessera/contracts';
import {
  ADMIN_PASSWORD,
  body,
  createTestContext,
  createUser,
  login,
  type TestContext,
} from './helpers.js';

// One app for the file. Each test changes the language, details and password of an
// administrator of its own (nick name = username, no language, the administrator's password),
// and the failed sign-ins one test makes are forgotten before the next, as in a fresh app.
let ctx: TestContext;
let username: string;
let token: string;
let users = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.services.db.deleteFrom('login_failures').execute();
  username = `ada-${++users}`;
  await createUser(ctx, username, ADMIN_PASSWORD, 'admin');
  token = await login(ctx.app, username, ADMIN_PASSWORD);
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, ...headers },
    ...(payload ? { payload } : {}),
  });

describe('POST /api/user/setLanguage/{lang}', () => {
  it('stores the language and userInfo reports it', async () => {
    expect((await post('/api/user/setLanguage/zh-TW')).statusCode).toBe(200);
    expect(body<UserInfo>(await post('/api/auth/userInfo')).data.language).toBe('zh-TW');
  });
  it('refuses a language outside zh-CN, zh-TW and en and changes nothing', async () => {
    const response = await post('/api/user/setLanguage/fr', undefined, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
    expect(body<UserInfo>(await post('/api/auth/userInfo')).data.language).toBeNull();
  });
});

describe('personal info', () => {
  it('updates nick name, email and phone and reads them back', async () => {
    const update = await post('/api/user/updatePersonInfo', {
      nickName: 'Ada',
      email: 'ada@example.com',
      phone: '13800138000',
    });
    expect(update.statusCode).toBe(200);
    const info = body<PersonInfo>(await post('/api/user/personInfo')).data;
    expect(info).toMatchObject({
      nickName: 'Ada',
      email: 'ada@example.com',
      phone: '13800138000',
      username,
    });
    expect(info.roles).toEqual([{ code: 'admin', name: 'Administrator', builtin: true }]);
  });

  it('refuses a phone outside the SPEC §5 pattern with a localised message and keeps the old data', async () => {
    const response = await post(
      '/api/user/updatePersonInfo',
      { nickName: 'Eve', phone: '12345678901' },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '请输入正确的手机号码',
    });
    expect(body<PersonInfo>(await post('/api/user/personInfo')).data.nickName).toBe(username);
  });

  it('refuses fields outside the schema (no mass assignment)', async () => {
    const response = await post('/api/user/updatePersonInfo', {
      nickName: 'Eve',
      username: 'root',
      enabled: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(body<PersonInfo>(await post('/api/user/personInfo')).data.username).toBe(username);
  });
});

describe('POST /api/user/updatePersonPwd', () => {
  const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
    post(
      '/api/user/updatePersonPwd',
      { oldPassword, newPassword, confirmPassword },
      { 'accept-language': 'en' },
    );

  it('changes the password, answers a fresh token, and the new password signs in', async () => {
    const response = await change(ADMIN_PASSWORD, 'Fresh#Pass2027');
    expect(response.statusCode).toBe(200);
    const fresh = body<{ token: string }>(response).data.token;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/userInfo',
          headers: { authorization: fresh },
        })
      ).statusCode,
    ).toBe(200);
    await expect(login(ctx.app, username, ADMIN_PASSWORD)).rejects.toThrow();
    await expect(login(ctx.app, username, 'Fresh#Pass2027')).resolves.toBeTruthy();
  });

  it('refuses a wrong current password, a weak password, a mismatch and an unchanged one', async () => {
    expect(body(await change('Wrong#Pass1', 'Fresh#Pass2027'))).toMatchObject({
      code: 'PASSWORD_OLD_WRONG',
      message: 'The current password is incorrect',
    });
    expect(body(await change(ADMIN_PASSWORD, 'alllowercase1'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The password must be 8-30 characters with upper and lower case letters and digits',
    });
    expect(body(await change(ADMIN_PASSWORD, 'Fresh#Pass2027', 'Fresh#Pass2028'))).toMatchObject({
      message: 'The two passwords do not match',
    });
    expect(body(await change(ADMIN_PASSWORD, ADMIN_PASSWORD)).code).toBe('PASSWORD_SAME_AS_OLD');
    await expect(login(ctx.app, username, ADMIN_PASSWORD)).resolves.toBeTruthy();
  });
});
