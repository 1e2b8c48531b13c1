import { EngineError } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { SecretBoxError } from '../crypto/secret-box.js';
import { logText, toDatasourceError } from './failures.js';

const mapped = (error: unknown) => {
  const e = toDatasourceError(error);
  return [e.status, e.code];
};

describe('data-source failures as stable codes (no driver text in replies)', () => {
  it('maps engine errors by code and connection reason', () => {
    expect(mapped(new EngineError('ENGINE_QUERY_TIMEOUT', 'x'))).toEqual([
      504,
      'DATASOURCE_QUERY_TIMEOUT',
    ]);
    expect(
      mapped(
        new EngineError('ENGINE_CONNECTION_FAILED', 'x', { reason: 'auth', driverMessage: 'no' }),
      ),
    ).toEqual([502, 'DATASOURCE_AUTH_FAILED']);
    expect(mapped(new EngineError('ENGINE_CONNECTION_FAILED', 'x'))).toEqual([
      502,
      'DATASOURCE_CONNECTION_FAILED',
    ]);
    expect(mapped(new EngineError('ENGINE_QUERY_FAILED', 'x'))).toEqual([
      502,
      'DATASOURCE_QUERY_FAILED',
    ]);
    // Stacked statements or a write: the caller's input, refused, not a data-source fault.
    expect(mapped(new EngineError('ENGINE_STATEMENT_REFUSED', 'x'))).toEqual([
      400,
      'DATASOURCE_STATEMENT_REFUSED',
    ]);
  });

  it('maps raw driver errors by their code, and anything else to a 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(mapped(refused)).toEqual([502, 'DATASOURCE_CONNECTION_REFUSED']);
    expect(mapped(new TypeError('x is undefined'))).toEqual([500, 'INTERNAL_ERROR']);
    expect(mapped(new SecretBoxError())).toEqual([500, 'INTERNAL_ERROR']);
  });

  it('passes AppErrors through and keeps driver text for the log only', () => {
    const busy = new AppError(503, 'DATASOURCE_BUSY');
    expect(toDatasourceError(busy)).toBe(busy);
    const error = new EngineError('ENGINE_QUERY_FAILED', 'Query failed', {
      driverMessage: 'relation "x" does not exist',
    });
    expect(logText(error)).toBe('ENGINE_QUERY_FAILED: relation "x" does not exist');
  });
});
