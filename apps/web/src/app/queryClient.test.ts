// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { shouldRetry } from './queryClient';

const answered = (status: number) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    data: null,
    statusText: '',
    headers: new AxiosHeaders(),
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

describe('when a query asks again', () => {
  it('retries once after a 5xx or a network failure', () => {
    expect(shouldRetry(0, answered(503))).toBe(true);
    expect(shouldRetry(0, new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    expect(shouldRetry(1, answered(503))).toBe(false);
  });

  it('never retries a 4xx, a timeout or a cancelled call', () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(shouldRetry(0, answered(status))).toBe(false);
    expect(
      shouldRetry(0, new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED)),
    ).toBe(false);
    expect(shouldRetry(0, new CanceledError())).toBe(false);
  });
});
