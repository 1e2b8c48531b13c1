import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AUTH_STATUS, HEADERS, LINK_TOKEN_KEY, type LinkValidation } from '@tessera/contracts';
import { http } from '../../api/client';
import { initI18n } from '../../i18n';
import { installFakeServer } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import { kpiAnswer, panelDetail } from '../panel/testFixtures';
import LinkPage from './LinkPage';
import type * as LinkHttpModule from './linkHttp';

vi.mock('../panel/view/preloadCharts', () => ({ preloadChartDrawing: vi.fn() }));

// The link page's own client keeps the real interceptors; only its transport is replaced here,
// answering as the server does (the link token in a response header, a refused token as 401
// with the auth-status header).
interface LinkCall {
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}
type Reply =
  | { data: unknown; headers?: Record<string, string> }
  | { status: number; message: string; headers?: Record<string, string> };
let routes: Record<string, (call: LinkCall) => Reply>;
const calls: LinkCall[] = [];
const transport: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const call: LinkCall = {
    url: config.url ?? '',
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : undefined,
    headers: AxiosHeaders.from(config.headers).toJSON(),
  };
  calls.push(call);
  const reply = routes[call.url]?.(call) ?? { status: 500, message: `no answer for ${call.url}` };
  const failed = 'status' in reply;
  const response = {
    data: failed
      ? { success: false, code: 'X', message: reply.message, data: null }
      : { success: true, code: 'OK', message: '', data: reply.data },
    status: failed ? reply.status : 200,
    statusText: '',
    // As the browser hands them over: header names in lower case.
    headers: new AxiosHeaders(
      Object.fromEntries(
        Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    ),
    config,
    request: {},
  };
  if (failed) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
  return response;
};
vi.mock('./linkHttp', async (original) => {
  const real = await original<typeof LinkHttpModule>();
  return {
    createLinkHttp: (onRefused: () => void) => {
      const client = real.createLinkHttp(onRefused);
      client.instance.defaults.adapter = transport;
      return client;
    },
  };
});

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const validation = (patch: Partial<LinkValidation> = {}): LinkValidation => ({
  resourceId: 'p-1',
  enablePwd: true,
  passPwd: false,
  expired: false,
  valid: true,
  allowExport: false,
  ...patch,
});
const callsTo = (url: string) => calls.filter((c) => c.url === url);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/link/:linkId" element={<LinkPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

function typePin(digits: string) {
  const boxes = within(screen.getByTestId('link-pin-input')).getAllByRole('textbox');
  [...digits].forEach((digit, i) => fireEvent.input(boxes[i]!, { target: { value: digit } }));
  fireEvent.click(screen.getByTestId('link-pin-confirm'));
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  // The app's own client, holding a session: the link page must never use it.
  installFakeServer();
  routes = {
    '/api/link/validate': () => ({ data: validation() }),
    '/api/link/validatePwd': (call) =>
      (call.body as { password: string }).password === '2468'
        ? { data: validation({ passPwd: true }), headers: { [HEADERS.linkToken]: 'link-token-1' } }
        : { status: 400, message: 'Wrong share password' },
    '/api/link/viewDetail/p-1': () => ({ data: panelDetail({ name: 'Shared sales' }) }),
    '/api/link/chart/getData/v-ok': () => ({ data: kpiAnswer('v-ok') }),
    '/api/link/chart/getData/v-broken': () => ({ data: kpiAnswer('v-broken') }),
  };
});
afterEach(cleanup);

describe('the share link page (issue 23 part 3)', () => {
  it('an address that is no link id, or a link the server does not know, reads "does not exist"', async () => {
    renderAt('/link/not-a-link');
    expect(await screen.findByTestId('link-missing')).toBeTruthy();
    expect(calls).toHaveLength(0);
    cleanup();
    routes['/api/link/validate'] = () => ({ status: 404, message: 'Not found' });
    renderAt(`/link/${LINK}`);
    expect(await screen.findByTestId('link-missing')).toBeTruthy();
  });

  it.each([
    ['closed', { valid: false }],
    ['expired', { expired: true }],
  ] as const)('a link %s says so, and asks nothing more', async (kind, patch) => {
    routes['/api/link/validate'] = () => ({ data: validation(patch) });
    renderAt(`/link/${LINK}`);
    expect(await screen.findByTestId(`link-${kind}`)).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/link/validate']);
  });

  it('a wrong PIN reads "wrong share password"; the right one opens the dashboard through the link, with the link token and no session', async () => {
    renderAt(`/link/${LINK}`);
    await screen.findByTestId('link-pin-page');
    typePin('1111');
    expect((await screen.findByTestId('link-pin-error')).textContent).toBe('Wrong share password');
    typePin('2468');
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Shared sales');
    await waitFor(() => expect(callsTo('/api/link/chart/getData/v-ok')).toHaveLength(1));
    expect(localStorage.getItem(LINK_TOKEN_KEY)).toBe('link-token-1');
    for (const call of calls.filter((c) => c.url !== '/api/link/validate')) {
      expect(call.headers[HEADERS.token]).toBeUndefined();
    }
    expect(callsTo('/api/link/chart/getData/v-ok')[0]!.headers[HEADERS.linkToken]).toBe(
      'link-token-1',
    );
  });

  it('a PIN in the fragment ("copy with PIN") is tried at once and leaves the address', async () => {
    renderAt(`/link/${LINK}?pwd=2468`);
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Shared sales');
    expect(screen.getByTestId('where').textContent).toBe(`/link/${LINK}`);
    expect(callsTo('/api/link/validatePwd')[0]!.body).toEqual({ link: LINK, password: '2468' });
  });

  it('a link without a PIN earns its token with an empty one, unseen', async () => {
    routes['/api/link/validate'] = () => ({
      data: validation({ enablePwd: false, passPwd: true }),
    });
    routes['/api/link/validatePwd'] = () => ({
      data: validation({ enablePwd: false, passPwd: true }),
      headers: { [HEADERS.linkToken]: 'link-token-2' },
    });
    renderAt(`/link/${LINK}`);
    expect((await screen.findByTestId('panel-name')).textContent).toBe('Shared sales');
    expect(screen.queryByTestId('link-pin-page')).toBeNull();
    expect(callsTo('/api/link/validatePwd')[0]!.body).toEqual({ link: LINK, password: '' });
  });

  it('switched off while open: the next refused call asks the link again, and the page says it is closed', async () => {
    renderAt(`/link/${LINK}?pwd=2468`);
    await screen.findByTestId('link-dashboard');
    await waitFor(() => expect(callsTo('/api/link/chart/getData/v-ok')).toHaveLength(1));
    routes['/api/link/validate'] = () => ({ data: validation({ valid: false }) });
    routes['/api/link/chart/getData/v-ok'] = () => ({
      status: 401,
      message: 'Sign in again',
      headers: { [HEADERS.authStatus]: AUTH_STATUS.invalid },
    });
    // The next click's call, through the client the page put in place for the dashboard.
    await expect(http().post('/api/link/chart/getData/v-ok', {})).rejects.toThrow();
    expect(await screen.findByTestId('link-closed')).toBeTruthy();
    expect(screen.queryByTestId('link-dashboard')).toBeNull();
  });
});
