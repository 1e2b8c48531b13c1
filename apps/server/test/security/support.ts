import type { ErrorCode, Language } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERROR_MESSAGES } from '../../src/http/messages.js';
import type { TestContext } from '../helpers.js';

/** Han characters: a message in zh-CN or zh-TW must contain some. */
export const CJK = /[\u3400-\u9fff]/;

/** Text that must never reach a caller: stack frames, source paths, driver and SQL text. */
const INTERNALS = [
  /\bat [\w.<>]+ \(/, // stack frame "at fn ("
  /\.(ts|js|mjs|cjs):\d+/, // file:line
  /node_modules/,
  /"stack"/,
  /SQLITE_/i,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\b.+\bset\b/i,
  /FST_ERR/,
  /TypeError|ReferenceError|SyntaxError/,
  /InsecureKeyError|AppError/,
];

export function expectNoInternals(text: string): void {
  for (const pattern of INTERNALS)
    expect(text, `reply leaks internals (${pattern})`).not.toMatch(pattern);
}

/** The localised text the server promises for a code (the catalogue of src/http/messages.ts). */
export function messageFor(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return ERROR_MESSAGES[language][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

interface Envelope {
  success: boolean;
  code: string;
  message: string;
  data: unknown;
}

/**
 * The failure envelope of DESIGN §4: the status, a stable code, exactly the four keys,
 * data null, a non-empty message, and nothing internal anywhere in the body.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
): Envelope {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const envelope = response.json<Envelope>();
  expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'message', 'success']);
  expect(envelope.success).toBe(false);
  expect(envelope.code).toBe(code);
  expect(envelope.data).toBeNull();
  expect(typeof envelope.message).toBe('string');
  expect(envelope.message.length).toBeGreaterThan(0);
  expectNoInternals(response.body);
  return envelope;
}

/** expectError plus the localised message for the language the request asked for. */
export function expectLocalisedError(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): Envelope {
  const envelope = expectError(response, status, code);
  expect(envelope.message).toBe(messageFor(code, language, params));
  if (language === 'en') expect(envelope.message).not.toMatch(CJK);
  else expect(envelope.message).toMatch(CJK);
  return envelope;
}

/** 401 with the `authentication-status` header the web client reacts to (SPEC §4). */
export function expectUnauthenticated(
  response: LightMyRequestResponse,
  status: 'invalid' | 'login_expire',
  code: ErrorCode,
  language: Language,
): Envelope {
  const envelope = expectLocalisedError(response, 401, code, language);
  expect(response.headers['authentication-status']).toBe(status);
  // A rejected credential is never answered with a renewed one.
  expect(response.headers['refreshauthorization']).toBeUndefined();
  return envelope;
}

export async function userRow(ctx: TestContext, username: string) {
  return ctx.services.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

export async function sessionCount(ctx: TestContext): Promise<number> {
  const rows = await ctx.services.db.selectFrom('sessions').select('jti').execute();
  return rows.length;
}

/** Every key and every string value of a JSON value, at any depth. */
export function walkJson(value: unknown, visit: (keyOrString: string) => void): void {
  if (typeof value === 'string') {
    visit(value);
  } else if (Array.isArray(value)) {
    for (const item of value) walkJson(item, visit);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      visit(key);
      walkJson(item, visit);
    }
  }
}

export function base64url(input: string | Uint8Array): string {
  return Buffer.from(input).toString('base64url');
}

/** The decoded header and payload of a compact JWS, read without any check. */
export function decodeParts(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
} {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    signature,
  };
}
