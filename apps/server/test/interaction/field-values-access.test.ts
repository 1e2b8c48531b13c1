// Who may list a field's values (issue 10): 'use' on its dataset as for chart data and previews,
// or 'view' on a dashboard whose saved filter widget lists it. SECURITY B1 (another
// organisation's ids are not found), B3 (row rules hold through filter-value lists) and E4.
import { GRANT_LEVELS } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createUser, login } from '../helpers.js';
import { client, createUserInNewOrg, dataOf, revokeGrant } from '../datasource/support.js';
import { createChartTestContext, type ChartTestContext } from '../chart/support.js';
import { expectLocalisedError } from '../security/support.js';
import { createRole, createRoleUser } from '../role/support.js';
import {
  ODD_CSV,
  createBoard,
  fieldsOf,
  group,
  rawPost,
  selectWidget,
  uploadDataset,
  values,
  valuesOf,
  type Api,
} from './support.js';

describe('field values: access', () => {
  let ctx: ChartTestContext;
  let admin: Api;
  let adminToken: string;
  let member: Api;
  let memberId: number;
  let datasetId: string;
  let field: (column: string) => string;
  let board: { id: string; version: number };

  beforeAll(async () => {
    ctx = await createChartTestContext();
    adminToken = await login(ctx.app);
    admin = client(ctx, adminToken);
    const dataset = await uploadDataset(ctx, adminToken, 'Private names', ODD_CSV);
    datasetId = dataset.id;
    field = await fieldsOf(admin, datasetId);
    // Members of the organisation get no grant on this dataset: only its creator uses it.
    await revokeGrant(ctx.services.db, 'dataset', datasetId, 'org', 1);
    memberId = await createUser(ctx, 'mina', 'Member#2026', 'org_member');
    member = client(ctx, await login(ctx.app, 'mina', 'Member#2026'));
    // The widget sits inside a group: groups are walked too.
    board = await createBoard(admin, 'Widgets', [
      group('g1', [selectWidget('w1', datasetId, field('name'))]),
    ]);
  });
  afterAll(async () => ctx?.close());

  it("lets a dashboard's viewer list its widget's field, with no grant on the dataset", async () => {
    const names = await valuesOf(member, {
      fieldIds: [field('name')],
      keyword: 'apple',
      panelId: board.id,
    });
    expect(names).toEqual(['Apple pie', 'apple']);
  });

  it('lets a role opening only the dashboards list a widget field there, and nothing else (issue 21)', async () => {
    const boardsOnly = await createRole(admin, 'Boards only', [1]);
    await createRoleUser(ctx, 'dora', 'Boards#Only2026', boardsOnly);
    const dora = client(ctx, await login(ctx.app, 'dora', 'Boards#Only2026'));
    expect(
      await valuesOf(dora, { fieldIds: [field('name')], keyword: 'apple', panelId: board.id }),
    ).toEqual(['Apple pie', 'apple']);
    // Without the datasets menu, 'use' on the dataset is no way in, even when granted.
    await grant(ctx.services.db, 'dataset', datasetId, 'role', boardsOnly, GRANT_LEVELS.use);
    expectLocalisedError(
      await values(dora, { fieldIds: [field('name')] }, 'zh-CN'),
      403,
      'FORBIDDEN',
      'zh-CN',
    );
  });

  it('refuses the same viewer a field the dashboard has no widget for, and the field without it', async () => {
    for (const request of [
      { fieldIds: [field('alias')], panelId: board.id },
      { fieldIds: [field('name'), field('alias')], panelId: board.id },
      { fieldIds: [field('name')] },
    ])
      expectLocalisedError(await values(member, request, 'zh-CN'), 404, 'NOT_FOUND', 'zh-CN');
    // Seeing the dataset is not reading it: 'view' on it is 403, not its values.
    await grant(ctx.services.db, 'dataset', datasetId, 'user', memberId, GRANT_LEVELS.view);
    try {
      expectLocalisedError(
        await values(member, { fieldIds: [field('alias')], panelId: board.id }),
        403,
        'FORBIDDEN',
        'en',
      );
    } finally {
      await revokeGrant(ctx.services.db, 'dataset', datasetId, 'user', memberId);
    }
  });

  it("follows the dashboard's current saved document and the viewer's grant on it", async () => {
    const hidden = await createBoard(admin, 'Hidden widgets', [
      selectWidget('w1', datasetId, field('alias')),
    ]);
    expect(
      await valuesOf(member, { fieldIds: [field('alias')], panelId: hidden.id, keyword: 'fru' }),
    ).toEqual(['fruit']);
    // The widget removed in a new version: its field is no longer reachable through the board.
    dataOf(
      await admin.post('/panel/group/save', {
        id: hidden.id,
        name: 'Hidden widgets',
        nodeType: 'panel',
        panelStyle: '{}',
        panelData: '[]',
        version: hidden.version,
      }),
    );
    expectLocalisedError(
      await values(member, { fieldIds: [field('alias')], panelId: hidden.id }),
      404,
      'NOT_FOUND',
      'en',
    );
    // A dashboard the member may not view gives nothing either.
    const closed = await createBoard(admin, 'Closed widgets', [
      selectWidget('w1', datasetId, field('alias')),
    ]);
    await revokeGrant(ctx.services.db, 'panel', closed.id, 'org', 1);
    expectLocalisedError(
      await values(member, { fieldIds: [field('alias')], panelId: closed.id }),
      404,
      'NOT_FOUND',
      'en',
    );
    expect(
      await valuesOf(admin, { fieldIds: [field('alias')], panelId: closed.id, keyword: 'fru' }),
    ).toEqual(['fruit']);
  });

  it('B3: row rules hold for filter-value lists, direct, through a dashboard and in unions', async () => {
    ctx.rules.rule = { kind: 'condition', fieldId: field('alias'), operator: 'eq', value: 'fruit' };
    try {
      expect(await valuesOf(admin, { fieldIds: [field('name')] })).toEqual([
        'apple',
        'underXscore',
        'under_score',
        'Ünïcode café',
      ]);
      expect(
        await valuesOf(member, { fieldIds: [field('name')], panelId: board.id, keyword: 'pie' }),
      ).toEqual([]);
      expect(await valuesOf(admin, { fieldIds: [field('name'), field('alias')] })).toEqual([
        'apple',
        'fruit',
        'underXscore',
        'under_score',
        'Ünïcode café',
      ]);
      expect(await valuesOf(admin, { fieldIds: [field('score')] })).toEqual([3, 7, 9]);
      // An OR in the rule does not let the keyword widen it either.
      ctx.rules.rule = {
        kind: 'or',
        children: [
          { kind: 'condition', fieldId: field('alias'), operator: 'eq', value: 'drink' },
          { kind: 'condition', fieldId: field('alias'), operator: 'eq', value: 'path' },
        ],
      };
      expect(await valuesOf(admin, { fieldIds: [field('name')], keyword: "' or '1'='1" })).toEqual(
        [],
      );
      expect(await valuesOf(admin, { fieldIds: [field('name')] })).toEqual([
        '100% juice',
        '100X juice',
        'back\\slash',
      ]);
    } finally {
      ctx.rules.rule = undefined;
    }
  });

  it('B1: a field or dashboard of another organisation is not found, with or without panelId', async () => {
    await createUserInNewOrg(ctx, 'olga', 'OtherOrg#2026', 'org_admin');
    const other = client(ctx, await login(ctx.app, 'olga', 'OtherOrg#2026'));
    for (const request of [
      { fieldIds: [field('name')] },
      { fieldIds: [field('name')], panelId: board.id },
      { fieldIds: [field('name'), field('alias')], panelId: board.id },
    ])
      expectLocalisedError(await values(other, request, 'zh-TW'), 404, 'NOT_FOUND', 'zh-TW');
    // Their own dashboard naming our field in a widget reaches nothing of ours.
    const theirs = await createBoard(other, 'Borrowed', [
      selectWidget('w1', datasetId, field('name')),
    ]);
    expectLocalisedError(
      await values(other, { fieldIds: [field('name')], panelId: theirs.id }),
      404,
      'NOT_FOUND',
      'en',
    );
  });

  it('E4: a 10 MB body is 413 before parsing; too many field ids are refused', async () => {
    const huge = JSON.stringify({
      fieldIds: [field('name')],
      keyword: 'x'.repeat(10 * 1024 * 1024),
    });
    expectLocalisedError(
      await rawPost(ctx, adminToken, '/dataset/field/multFieldValues', huge),
      413,
      'PAYLOAD_TOO_LARGE',
      'en',
    );
    // A million and one ids do not fit the body limit at all (they are 413 unparsed) ...
    const million = JSON.stringify({ fieldIds: Array.from({ length: 1_000_001 }, () => 'a') });
    expectLocalisedError(
      await rawPost(ctx, adminToken, '/dataset/field/multFieldValues', million),
      413,
      'PAYLOAD_TOO_LARGE',
      'en',
    );
    // ... and past ten (what fits) the contract refuses them.
    for (const count of [11, 5_000])
      expectLocalisedError(
        await values(admin, { fieldIds: Array.from({ length: count }, () => field('name')) }),
        400,
        'VALIDATION_FAILED',
        'en',
      );
  });

  it('refuses an anonymous caller and a garbage token', async () => {
    const request = { fieldIds: [field('name')], panelId: board.id };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/dataset/field/multFieldValues',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(request),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('apple');
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/dataset/field/multFieldValues',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x.y.z' },
      payload: JSON.stringify(request),
    });
    expect(garbage.statusCode).toBe(401);
  });
});
