// Raw HTTP over TCP (or TLS for an https target): the bytes a hostile client sends, exactly,
// and what came back, including whether and when the server closed the connection.
import net from 'node:net';
import tls from 'node:tls';
import { expect } from 'vitest';
import type { Target } from './target.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the end of the response (or the close). */
  ms: number;
  /** The server closed the connection (rather than the client's own deadline passing). */
  closed: boolean;
}

const port = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * A connection to the target, optionally from another local address: every 127.x.y.z reaches a
 * loopback server, so one machine can act as many clients.
 */
export function connect(target: Target, localAddress?: string): net.Socket {
  const { url } = target;
  const local = localAddress ? { localAddress } : {};
  return url.protocol === 'https:'
    ? tls.connect({ host: url.hostname, port: port(url), servername: url.hostname, ...local })
    : net.connect({ host: url.hostname, port: port(url), ...local });
}

/** The Host header a browser would send to the target. */
export const hostHeader = (target: Target) => target.url.host;

function parse(buffer: Buffer): Omit<RawResponse, 'ms' | 'closed'> | null {
  const text = buffer.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = buffer.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  const length = headers['content-length'];
  if (length !== undefined && body.length < Number(length)) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * Sends `parts` (with `pauseMs` between them) and reads one response. Resolves when a complete
 * response has arrived, when the server closes, or after `deadlineMs` (status 0, closed false).
 */
export function rawExchange(
  target: Target,
  parts: (string | Buffer)[],
  options: { pauseMs?: number; deadlineMs?: number; localAddress?: string } = {},
): Promise<RawResponse> {
  const { pauseMs = 0, deadlineMs = 15_000 } = options;
  return new Promise((resolve) => {
    const socket = connect(target, options.localAddress);
    const started = performance.now();
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const parsed = parse(received);
      socket.destroy();
      resolve({
        ...(parsed ?? { status: 0, headers: {}, body: received.toString('utf8') }),
        ms: performance.now() - started,
        closed,
      });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parse(received)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    void (async () => {
      for (const [index, part] of parts.entries()) {
        if (done || socket.destroyed) return;
        if (index > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(part);
      }
    })();
  });
}

/** A complete HTTP/1.1 request as text. */
export function request(
  target: Target,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): string {
  const headers: Record<string, string> = {
    Host: hostHeader(target),
    Connection: 'close',
    ...(options.body !== undefined
      ? {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(options.body)),
        }
      : {}),
    ...options.headers,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `${method} ${path} HTTP/1.1\r\n${head}\r\n${options.body ?? ''}`;
}

/** The security headers every answer carries (SECURITY E6). */
export function expectSecurityHeaders(response: RawResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['referrer-policy']).toBe('same-origin');
}

/** The failure envelope with our headers, no echo of `echoed`, a non-empty localised text. */
export function expectEnvelope(
  response: RawResponse,
  status: number,
  code: string,
  echoed: string[] = [],
): { message: string } {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectSecurityHeaders(response);
  const envelope = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'message', 'success']);
  expect(envelope).toMatchObject({ success: false, code, data: null });
  expect(typeof envelope.message === 'string' && envelope.message.length > 0).toBe(true);
  for (const text of echoed) expect(response.body).not.toContain(text);
  expect(response.body).not.toMatch(/FST_ERR|statusCode|"error"/);
  return envelope as { message: string };
}

export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

/** JSON calls through fetch, as a script would make them. */
export function jsonClient(target: Target, token?: string) {
  const call = async (method: string, path: string, body?: unknown, language = 'en') => {
    const response = await fetch(new URL(path, target.url), {
      method,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T = Envelope>() => JSON.parse(text) as T,
    };
  };
  return {
    post: (path: string, body?: unknown, language?: string) => call('POST', path, body, language),
    get: (path: string, language?: string) => call('GET', path, undefined, language),
  };
}

export async function signIn(
  target: Target,
  username = target.admin.username,
  password = target.admin.password,
): Promise<string> {
  const response = await jsonClient(target).post('/api/auth/login', { username, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
  return response.json<Envelope<{ token: string }>>().data.token;
}
