// Issue 21 part 5: row permissions are listed, saved and deleted by those who manage the
// dataset, and a manager can view the preview as one of their users sees it.
// SECURITY B1: "Every chart, dashboard, dataset, data source id of another organisation, on every
// verb (read, data, edit, delete, copy, export, share) → 404, nothing changed."
// SECURITY B2: "A non-admin calls each admin route (users, roles, orgs, menus, mail, licence, API
// keys, plugins, row/column permissions) → 403."
import type { DatasetPreview, RowPermission } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { demoDataset, type Api } from '../chart/support.js';
import { builtinRoleId } from '../role/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import {
  eq,
  previewOf,
  saveRule,
  setAttribute,
  storedRules,
  userValue,
} from './row-rules-support.js';

const PASSWORD = 'Member#Pass2026';

describe('row permissions of a dataset', () => {
  let ctx: TestContext;
  let admin: Api;
  let member: Api;
  let memberId: number;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let other: { orgId: number; userId: number };

  const list = async (api: Api = admin) =>
    dataOf<RowPermission[]>(await api.post(`/dataset/rowPermission/list/${demo.id}`));

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    demo = await demoDataset(admin);
    memberId = await createUser(ctx, 'member', PASSWORD);
    member = client(ctx, await login(ctx.app, 'member', PASSWORD));
    other = await createUserInNewOrg(ctx, 'other_admin', 'Other#Pass2026', 'org_admin');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('saves one rule per target, replaces it, lists it with the target’s name, deletes it', async () => {
    const province = demo.field('province');
    const memberRole = await builtinRoleId(ctx, 'org_member');
    await saveRule(admin, demo.id, 'user', memberId, eq(province, 'A'));
    await saveRule(admin, demo.id, 'user', memberId, eq(province, userValue('province')));
    await saveRule(admin, demo.id, 'dept', 1, eq(demo.field('city'), 'B'));
    await saveRule(admin, demo.id, 'role', memberRole, eq(province, 'C'));
    const listed = await list();
    expect(listed).toHaveLength(3);
    expect(listed.find((r) => r.targetType === 'user')).toMatchObject({
      datasetId: demo.id,
      targetId: memberId,
      targetName: 'member',
      filter: eq(province, userValue('province')),
    });
    expect(listed.find((r) => r.targetType === 'dept')).toMatchObject({ targetId: 1 });
    expect(listed.find((r) => r.targetType === 'role')?.targetName).not.toBe('');
    // An organisation is stored as grants store it.
    expect(
      (await storedRules(ctx)).map((r) => (r as { target_type: string }).target_type).sort(),
    ).toEqual(['org', 'role', 'user']);
    for (const [targetType, targetId] of [
      ['user', memberId],
      ['dept', 1],
      ['role', memberRole],
    ] as const)
      dataOf(
        await admin.post('/dataset/rowPermission/delete', {
          datasetId: demo.id,
          targetType,
          targetId,
        }),
      );
    expect(await list()).toEqual([]);
  });

  it('refuses a field of another dataset, or none, with ROW_PERMISSION_FIELD; nothing is written', async () => {
    for (const fieldId of ['f'.repeat(32), 'not-a-field']) {
      const filter = { kind: 'and', children: [eq(demo.field('province'), 'A'), eq(fieldId, 'B')] };
      for (const language of ['en', 'zh-CN', 'zh-TW'] as const)
        expectLocalisedError(
          await admin.post(
            '/dataset/rowPermission/save',
            { datasetId: demo.id, targetType: 'user', targetId: memberId, filter },
            language,
          ),
          400,
          'ROW_PERMISSION_FIELD',
          language,
        );
    }
    expect(await storedRules(ctx)).toEqual([]);
  });

  it('refuses a target of another organisation as not found; nothing is written', async () => {
    for (const [targetType, targetId] of [
      ['user', other.userId],
      ['dept', other.orgId],
      ['user', 999_999],
      ['role', 999_999],
    ] as const)
      expectError(
        await admin.post('/dataset/rowPermission/save', {
          datasetId: demo.id,
          targetType,
          targetId,
          filter: eq(demo.field('province'), 'A'),
        }),
        404,
        'NOT_FOUND',
      );
    expect(await storedRules(ctx)).toEqual([]);
  });

  it('B2: a member who uses the dataset cannot list, save, delete or view as a user (403)', async () => {
    await saveRule(admin, demo.id, 'user', memberId, eq(demo.field('province'), 'A'));
    const before = await storedRules(ctx);
    const rule = { datasetId: demo.id, targetType: 'user', targetId: memberId };
    // The member does read the dataset's rows (under their rule), so the refusal is 403, not 404.
    expect((await previewOf(member, demo.id)).total).toBe(0);
    for (const [url, payload] of [
      [`/dataset/rowPermission/list/${demo.id}`, {}],
      ['/dataset/rowPermission/save', { ...rule, filter: eq(demo.field('province'), 'B') }],
      ['/dataset/rowPermission/delete', rule],
      [`/dataset/previewAs/${demo.id}`, { userId: memberId }],
    ] as const)
      expectError(await member.post(url, payload), 403, 'FORBIDDEN');
    expect(await storedRules(ctx)).toEqual(before);
  });

  it('B1: another organisation’s administrator finds none of it (404); nothing changes', async () => {
    const before = await storedRules(ctx);
    const outsider = client(ctx, await login(ctx.app, 'other_admin', 'Other#Pass2026'));
    const rule = { datasetId: demo.id, targetType: 'user', targetId: memberId };
    for (const [url, payload] of [
      [`/dataset/rowPermission/list/${demo.id}`, {}],
      ['/dataset/rowPermission/save', { ...rule, filter: eq(demo.field('province'), 'B') }],
      ['/dataset/rowPermission/delete', rule],
      [`/dataset/previewAs/${demo.id}`, { userId: memberId }],
    ] as const)
      expectError(await outsider.post(url, payload), 404, 'NOT_FOUND');
    expect(await storedRules(ctx)).toEqual(before);
  });

  it('previews as a user exactly what that user sees; a user outside the tenant is not found', async () => {
    const province = demo.field('province');
    const all = await previewOf(admin, demo.id);
    const index = all.fields.findIndex((f) => f.originName === 'province');
    const some = all.data[0]?.[index] as string;
    await setAttribute(ctx, memberId, 'province', some);
    await saveRule(admin, demo.id, 'user', memberId, eq(province, userValue('province')));
    const seen = await previewOf(member, demo.id);
    const viewed = dataOf<DatasetPreview>(
      await admin.post(`/dataset/previewAs/${demo.id}`, { userId: memberId }),
    );
    expect(viewed).toEqual(seen);
    expect(viewed.total).toBeGreaterThan(0);
    expect(viewed.total).toBeLessThan(all.total);
    expect(new Set(viewed.data.map((r) => r[index]))).toEqual(new Set([some]));
    for (const userId of [other.userId, 999_999])
      expectError(await admin.post(`/dataset/previewAs/${demo.id}`, { userId }), 404, 'NOT_FOUND');
  });

  it('deletes a dataset’s rules with the dataset', async () => {
    const copy = dataOf<{ id: string }>(
      await admin.post('/dataset/table/add', {
        name: 'Doomed copy',
        datasourceId: (
          await ctx.services.db
            .selectFrom('datasources')
            .select('id')
            .where('builtin', '=', 1)
            .executeTakeFirstOrThrow()
        ).id,
        info: { kind: 'table', table: 'demo_sales' },
      }),
    );
    const fields = dataOf<{ id: string }[]>(await admin.post(`/dataset/field/list/${copy.id}`));
    await saveRule(admin, copy.id, 'user', memberId, eq(fields[0]?.id as string, 'x'));
    dataOf(await admin.post(`/dataset/table/delete/${copy.id}`));
    const left = await ctx.services.db
      .selectFrom('dataset_row_permissions')
      .select('id')
      .where('dataset_id', '=', copy.id)
      .execute();
    expect(left).toEqual([]);
  });
});
