import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  AUTH_STATUS,
  HEADERS,
  TIMEOUTS,
  TOAST_DURATION,
  type ApiEnvelope,
  type AuthStatus,
  type ErrorCode,
} from '@tessera/contracts';
import type { ClientPorts } from './ports';
import { prefetchedAdapter } from './prefetched';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** SPEC §8: the request asked to hide the error toast. */
    hideMsg?: boolean;
  }
}

/** SPEC §9: chart data, group, subject and link detail calls wait 30 s instead of 10 s. */
export const LONG_CALL: AxiosRequestConfig = { timeout: TIMEOUTS.long };

/** A refreshed token on these answers is ignored: logging out must not revive the session. */
export const REFRESH_EXCLUDED_URLS = ['/api/auth/logout'];

/** Typed calls that resolve with the envelope's `data` (SPEC §7). */
export interface Http {
  instance: AxiosInstance;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
}

const header = (response: AxiosResponse | undefined, name: string): string | undefined => {
  const value: unknown = response?.headers?.[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const isAuthStatus = (value: string | undefined): value is AuthStatus =>
  value === AUTH_STATUS.expired || value === AUTH_STATUS.invalid;

const isEnvelope = (body: unknown): body is ApiEnvelope<unknown> =>
  typeof body === 'object' && body !== null && 'success' in body && 'data' in body;

const PASSWORD_CHANGE_REQUIRED: ErrorCode = 'PASSWORD_CHANGE_REQUIRED';

const bodyCode = (error: AxiosError): unknown => {
  const body: unknown = error.response?.data;
  return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
};

/** SPEC §8 precedence: the response message, else its data, else the client's own message. */
export function errorMessage(error: AxiosError): string {
  const body: unknown = error.response?.data;
  if (typeof body === 'object' && body !== null) {
    const { message, data } = body as { message?: unknown; data?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof data === 'string' && data) return data;
  }
  return error.message;
}

export function createHttp(ports: ClientPorts, baseURL = '/'): Http {
  // No XSRF cookie exists (the token travels in a header), and looking for one costs every
  // same-origin call an asynchronous Cookie Store read in browsers that have the API: a task
  // boundary that delays sends by whole frames while a dashboard draws. So none is looked for.
  // The adapter answers a call the boot script already made (boot/prefetch.ts) from its early
  // response, and asks the network otherwise; through here, the early answers meet the same
  // interceptors as any other.
  const instance = axios.create({
    baseURL,
    timeout: TIMEOUTS.default,
    withXSRFToken: false,
    adapter: prefetchedAdapter,
  });
  // One modal at a time: parallel calls failing with the same expired token raise it once.
  let reLoginOpen = false;

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = ports.getToken();
    if (token) config.headers.set(HEADERS.token, token);
    const linkToken = ports.getLinkToken();
    if (linkToken) config.headers.set(HEADERS.linkToken, linkToken);
    config.headers.set(HEADERS.acceptLanguage, ports.getLanguage());
    return config;
  });

  const applyHeaders = (response: AxiosResponse | undefined) => {
    const url = response?.config.url ?? '';
    const refreshed = header(response, HEADERS.refreshToken);
    if (refreshed && !REFRESH_EXCLUDED_URLS.some((excluded) => url.endsWith(excluded))) {
      ports.setToken(refreshed);
    }
    const linkToken = header(response, HEADERS.linkToken);
    if (linkToken) ports.setLinkToken(linkToken);
    const status = header(response, HEADERS.authStatus);
    if (isAuthStatus(status) && !reLoginOpen) {
      reLoginOpen = true;
      void ports.confirmReLogin(status).then(() => {
        reLoginOpen = false;
        ports.logout();
        ports.reload();
      });
    }
    return status;
  };

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      applyHeaders(response);
      const body: unknown = response.data;
      // Non-envelope answers (images, static JSON) pass through unchanged.
      response.data = isEnvelope(body) ? body.data : body;
      return response;
    },
    (error: unknown) => {
      // A cancelled request (a page unmounted, a newer query replaced it) is nobody's error:
      // axios's CanceledError is an AxiosError too, so it must leave before the toast.
      if (axios.isCancel(error) || !(error instanceof AxiosError)) return Promise.reject(error);
      const status = applyHeaders(error.response);
      if (error.response?.status === 403 && bodyCode(error) === PASSWORD_CHANGE_REQUIRED) {
        ports.passwordChangeRequired?.();
      }
      if (!error.config?.hideMsg && !isAuthStatus(status)) {
        ports.showError(errorMessage(error), TOAST_DURATION.error / 1000);
      }
      return Promise.reject(error);
    },
  );

  return {
    instance,
    get: async <T>(url: string, config?: AxiosRequestConfig) =>
      (await instance.get<T>(url, config)).data,
    post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await instance.post<T>(url, body, config)).data,
    delete: async <T>(url: string, config?: AxiosRequestConfig) =>
      (await instance.delete<T>(url, config)).data,
  };
}
