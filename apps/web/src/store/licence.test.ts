import { describe, expect, it } from 'vitest';
import { INITIAL_LICENCE, licenceFromError, licenceFromResult, licenceWarning } from './licence';

const result = (status: 'valid' | 'invalid' | 'expired' | 'no_record', message = '') => ({
  status,
  message,
  edition: null,
  expireTime: null,
});

describe('licence state', () => {
  it('is valid by default and shows no bar', () => {
    expect(INITIAL_LICENCE.validate).toBe(true);
    expect(licenceWarning(INITIAL_LICENCE)).toBeNull();
  });

  it('clears the validate flag when no licence is recorded, without a warning bar', () => {
    const state = licenceFromResult(result('no_record', 'No licence'));
    expect(state.validate).toBe(false);
    expect(licenceWarning(state)).toBeNull();
  });

  it('shows the licence message when it is expired or invalid', () => {
    expect(
      licenceWarning(licenceFromResult(result('expired', 'Licence expired on 2026-01-01'))),
    ).toBe('Licence expired on 2026-01-01');
    expect(licenceWarning(licenceFromResult(result('invalid', 'Bad signature')))).toBe(
      'Bad signature',
    );
  });

  it('keeps the flag for a valid licence', () => {
    const state = licenceFromResult(result('valid'));
    expect(state.validate).toBe(true);
    expect(licenceWarning(state)).toBeNull();
  });

  it('clears the flag with the error message when the call fails', () => {
    expect(licenceFromError('Connection failed')).toMatchObject({
      validate: false,
      message: 'Connection failed',
    });
  });
});
