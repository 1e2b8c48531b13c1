// Shared parts of the share-link tests (issue 23): a visitor's calls, which carry no session,
// maybe a link token, from a client address.
import { HEADERS, type Language, type LinkInfo } from '@tessera/contracts';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { TesseraApp } from '../../src/app.js';
import { createUser, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import {
  chartComponent,
  createPanel,
  demoCharts,
  panelClient,
  type PanelApi,
} from '../panel/support.js';

export interface VisitOptions {
  token?: string | undefined;
  ip?: string;
  language?: Language;
  method?: HTTPMethods;
}

/** A visitor's call: POST with a JSON body unless `method` says otherwise. */
export const visit = (
  app: TesseraApp,
  url: string,
  payload: unknown = {},
  options: VisitOptions = {},
): Promise<LightMyRequestResponse> => {
  const method = options.method ?? 'POST';
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '198.51.100.7',
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      'accept-language': options.language ?? 'en',
      ...(options.token ? { [HEADERS.linkToken]: options.token } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(payload) } : {}),
  });
};

/** The token validatePwd answers for a link and PIN ('' for a link without one). */
export async function linkToken(app: TesseraApp, link: string, password = ''): Promise<string> {
  const passed = await visit(app, '/api/link/validatePwd', { link, password });
  const token = passed.headers[HEADERS.linkToken.toLowerCase()];
  if (typeof token !== 'string') throw new Error(`no link token: ${passed.body}`);
  return token;
}

/** A creator under a row rule of her own, before she shares anything. */
export interface RuledMember {
  olga: PanelApi;
  /** The drillable province bar (she places it on her boards). */
  placed: string;
  /** The top-cities bar, on no board of hers. */
  notPlaced: string;
  /** The demo dataset both bars read. */
  datasetId: string;
  /** Its province and city fields' ids. */
  province: string;
  city: string;
}

/**
 * Olga, an organisation administrator who sees 浙江省 only (a row rule on the demo dataset's
 * province, set by `owner`): a link of hers never shows more than she sees.
 */
export async function ruledCreator(ctx: TestContext, owner: PanelApi): Promise<RuledMember> {
  const olgaId = await createUser(ctx, 'olga', 'Member#Olga2026', 'org_admin');
  const olga = panelClient(ctx, await login(ctx.app, 'olga', 'Member#Olga2026'));
  const charts = await demoCharts(owner);
  const placed = charts.get('省份销售额（可下钻到城市）') as string;
  const notPlaced = charts.get('销售额前十城市') as string;
  const datasetId = dataOf<{ tableId: string }>(
    await owner.post(`/chart/view/getOneWithPermission/${placed}`),
  ).tableId;
  const fields = dataOf<{ id: string; originName: string }[]>(
    await owner.post(`/dataset/field/list/${datasetId}`),
  );
  const fieldId = (name: string) => {
    const found = fields.find((f) => f.originName === name);
    if (!found) throw new Error(`no field ${name}`);
    return found.id;
  };
  const province = fieldId('province');
  dataOf(
    await owner.post('/dataset/rowPermission/save', {
      datasetId,
      targetType: 'user',
      targetId: olgaId,
      filter: { kind: 'condition', fieldId: province, operator: 'eq', value: '浙江省' },
    }),
  );
  return { olga, placed, notPlaced, datasetId, province, city: fieldId('city') };
}

/** A link's creator under a row rule of her own, the board she shares, and its link. */
export interface RuledCreator {
  olga: PanelApi;
  /** The drillable province bar, placed on her board. */
  placed: string;
  /** The top-cities bar, on no board of hers. */
  notPlaced: string;
  board: string;
  linkId: string;
  /** A visitor's token for the link (no PIN asked). */
  token: string;
}

/** ruledCreator() sharing a board that places the province bar, by a link without a PIN. */
export async function ruledCreatorWithLink(
  ctx: TestContext,
  owner: PanelApi,
  boardName: string,
): Promise<RuledCreator> {
  const { olga, placed, notPlaced } = await ruledCreator(ctx, owner);
  const board = (
    await createPanel(olga, boardName, {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c', placed)]),
    })
  ).id;
  const linkId = dataOf<LinkInfo>(await olga.post(`/api/link/currentGenerate/${board}`)).id;
  return { olga, placed, notPlaced, board, linkId, token: await linkToken(ctx.app, linkId) };
}
