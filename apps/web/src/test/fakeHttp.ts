import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type InternalAxiosRequestConfig,
} from 'axios';
import { installHttp } from '../api/client';
import { createHttp } from '../api/http';
import type { ClientPorts } from '../api/ports';
import { useSession } from '../store/session';

/** One request as it left the app's HTTP client (headers set, body serialised). */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
  /** The call's AbortSignal, when it was given one (a read the page may cancel). */
  signal?: AbortSignal;
  /** The call's upload-progress listener, when it has one: a route reports bytes sent to it. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/**
 * What the fake server answers a call with: the envelope's `data`, or a refusal (its status,
 * message and, as a real server sends them, its code and data, e.g. `{ position }`).
 */
export type FakeAnswer =
  { data: unknown } | { status: number; message: string; code?: string; data?: unknown };

/**
 * Installs the app's real HTTP client (interceptors, envelope unwrapping) with only the
 * transport replaced: each request is recorded and answered by `answer`, so component tests
 * see the exact body a call sends without a network. Returns the recorded calls.
 */
export function installFakeHttp(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): {
  calls: FakeCall[];
  errors: string[];
} {
  const calls: FakeCall[] = [];
  const errors: string[] = [];
  const ports: ClientPorts = {
    getToken: () => 'test-token',
    setToken: () => undefined,
    getLinkToken: () => null,
    setLinkToken: () => undefined,
    getLanguage: () => 'en',
    showError: (message) => errors.push(message),
    confirmReLogin: () => new Promise<void>(() => undefined),
    logout: () => undefined,
    reload: () => undefined,
    // As in the browser: the shell's guard then shows the change-password page.
    passwordChangeRequired: () => useSession.getState().requirePasswordChange(),
    text: (key) => key,
  };
  const http = createHttp(ports, 'http://tessera.test/');
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      signal: config.signal instanceof AbortSignal ? config.signal : undefined,
      onUploadProgress: config.onUploadProgress,
    };
    calls.push(call);
    const reply = await answer(call);
    const failed = 'status' in reply;
    const response = {
      data: failed
        ? {
            success: false,
            code: reply.code ?? 'TEST',
            message: reply.message,
            data: reply.data ?? null,
          }
        : { success: true, code: 'OK', message: '', data: reply.data },
      status: failed ? reply.status : 200,
      statusText: failed ? 'Error' : 'OK',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (failed && config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  http.instance.defaults.adapter = adapter;
  installHttp(http);
  return { calls, errors };
}
