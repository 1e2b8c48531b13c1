// SECURITY E6 from outside: whatever a client sends — a path parameter past the router's limit,
// a malformed percent-encoding, broken JSON, a foreign media type, an unknown path with markup
// in it, headers past the parser's limit, a request line the parser cannot read, a lying
// Content-Length — the answer is our envelope with the security headers and a localised
// message, and nothing of the input comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, rawExchange, request } from './raw.js';
import { startTarget, type Target } from './target.js';

describe('E6 every error is ours, over raw TCP', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  }, 90_000);
  afterAll(async () => target?.stop());

  const MARKER = 'zq<script>alert(7)</script>';
  const encoded = encodeURIComponent(MARKER);

  it('E6: a path parameter past the router limit is 414 URI_TOO_LONG, not echoed', async () => {
    const id = `x${'a'.repeat(300)}`;
    const response = await rawExchange(target, [
      request(target, 'POST', `/datasource/getTables/${id}`, {
        headers: { 'Accept-Language': 'en' },
      }),
    ]);
    expectEnvelope(response, 414, 'URI_TOO_LONG', [id]);
  });

  it('E6: a malformed percent-encoding is 400 BAD_REQUEST, not echoed', async () => {
    const response = await rawExchange(target, [
      request(target, 'GET', `/system/ui/image/${encoded}%E0%A4%A`),
    ]);
    expectEnvelope(response, 400, 'BAD_REQUEST', [MARKER, encoded]);
  });

  it('E6: broken JSON is 400 in the caller’s language, the body not echoed', async () => {
    const body = `{"username": "${MARKER}", `;
    const response = await rawExchange(target, [
      request(target, 'POST', '/api/auth/login', { body, headers: { 'Accept-Language': 'zh-TW' } }),
    ]);
    const { message } = expectEnvelope(response, 400, 'BAD_REQUEST', [
      MARKER,
      'Unexpected',
      'JSON',
    ]);
    expect(message).toMatch(/[\u3400-\u9fff]/);
  });

  it('E6: a body that is not JSON is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await rawExchange(target, [
      `POST /api/auth/login HTTP/1.1\r\nHost: ${target.url.host}\r\nContent-Type: text/plain\r\nContent-Length: ${MARKER.length}\r\nConnection: close\r\n\r\n${MARKER}`,
    ]);
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE', [MARKER, 'text/plain']);
  });

  it('E6: an unknown path is 404 with no trace of the path', async () => {
    const response = await rawExchange(target, [request(target, 'GET', `/nope/${encoded}`)]);
    expectEnvelope(response, 404, 'NOT_FOUND', [MARKER, encoded, '/nope']);
  });

  it('E6: headers past the parser limit are 431 HEADERS_TOO_LARGE with our headers', async () => {
    const response = await rawExchange(target, [
      `GET /system/ui/info HTTP/1.1\r\nHost: ${target.url.host}\r\nX-Big: ${MARKER}${'a'.repeat(40_000)}\r\n\r\n`,
    ]);
    expectEnvelope(response, 431, 'HEADERS_TOO_LARGE', [MARKER]);
    expect(response.headers.connection).toBe('close');
  });

  it('E6: a request the HTTP parser cannot read is 400 BAD_REQUEST with our headers', async () => {
    for (const garbage of [
      `GET / HTTP/1.1\r\nHost: ${target.url.host}\r\nNo colon here ${MARKER}\r\n\r\n`,
      `${MARKER} / HTTP/1.1\r\n\r\n`,
      `GET /system/ui/info HTTP/9.9\r\nHost: x\r\n\r\n`,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${target.url.host}\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n`,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${target.url.host}\r\nContent-Length: -1\r\n\r\n`,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${target.url.host}\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n`,
    ]) {
      const response = await rawExchange(target, [garbage]);
      expectEnvelope(response, 400, 'BAD_REQUEST', [MARKER]);
    }
  });

  it('E6: odd spellings of protected paths never reach a handler anonymously, and answer in the envelope', async () => {
    const paths = [
      '/anonymous/../datasource/list',
      '/%2e%2e/datasource/list',
      '//datasource/list',
      '/datasource/list;x=1',
      '/datasource/list/',
      '/Datasource/list',
      `/${'a/'.repeat(3_000)}`,
    ];
    for (const path of paths) {
      const response = await rawExchange(target, [request(target, 'POST', path, { body: '{}' })]);
      expect([400, 401, 404, 414], `${path}: ${response.status}`).toContain(response.status);
      const code = JSON.parse(response.body).code as string;
      expectEnvelope(response, response.status, code, []);
      expect(response.body).not.toContain('"data":[');
    }
  });
});
