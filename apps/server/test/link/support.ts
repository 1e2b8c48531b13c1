// Shared parts of the share-link tests (issue 23): a visitor's calls, which carry no session,
// maybe a link token, from a client address.
import { HEADERS, type Language } from '@tessera/contracts';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { TesseraApp } from '../../src/app.js';

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
