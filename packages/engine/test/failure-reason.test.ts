// Connection failures are reduced to a closed set of reasons the server can localise, so no
// server banner or driver text has to reach a caller.
import { describe, expect, it } from 'vitest';
import { classifyConnectionError } from '../src/index.js';

const withCode = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('classifyConnectionError', () => {
  it.each([
    [
      'a refused TCP connection',
      withCode('connect ECONNREFUSED', { code: 'ECONNREFUSED', errno: -111 }),
      'refused',
    ],
    [
      'an unknown host',
      withCode('getaddrinfo ENOTFOUND x', { code: 'ENOTFOUND', errno: -3008 }),
      'host_not_found',
    ],
    ['a connect timeout', withCode('connect ETIMEDOUT', { code: 'ETIMEDOUT' }), 'timeout'],
    ['the deadline of test-connection', new Error('Timed out after 5000 ms'), 'timeout'],
    [
      'pg connection timeout',
      new Error('Connection terminated due to connection timeout'),
      'timeout',
    ],
    [
      'a PostgreSQL password failure',
      withCode('password authentication failed', { code: '28P01' }),
      'auth',
    ],
    [
      'no password for a server that asks for one (pg refuses before sending)',
      new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a non-empty string'),
      'auth',
    ],
    [
      'a MySQL access denial',
      withCode('Access denied for user', { code: 'ER_ACCESS_DENIED_ERROR', errno: 1045 }),
      'auth',
    ],
    [
      'a missing PostgreSQL database',
      withCode('database "x" does not exist', { code: '3D000' }),
      'database',
    ],
    [
      'a missing MySQL database',
      withCode("Unknown database 'x'", { code: 'ER_BAD_DB_ERROR', errno: 1049 }),
      'database',
    ],
    [
      'a self-signed certificate',
      withCode('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
      'tls',
    ],
    ['a server without TLS', new Error('The server does not support SSL connections'), 'tls'],
    [
      'a reset connection',
      withCode('read ECONNRESET', { code: 'ECONNRESET', errno: -104 }),
      'unreachable',
    ],
    ['anything else', new Error('Malformed packet'), 'other'],
    ['a non-error value', 'boom', 'other'],
  ])('reads %s as %s', (_label, error, reason) => {
    expect(classifyConnectionError(error)).toBe(reason);
  });
});
