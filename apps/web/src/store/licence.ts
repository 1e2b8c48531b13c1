import type { LicenceStatus, LicenceValidation } from '@tessera/contracts';

export interface LicenceState {
  /** SPEC §4: true by default; false when status is no_record or the call fails. */
  validate: boolean;
  status: LicenceStatus | null;
  message: string;
  edition: LicenceValidation['edition'];
  expireTime: number | null;
}

export const INITIAL_LICENCE: LicenceState = {
  validate: true,
  status: null,
  message: '',
  edition: null,
  expireTime: null,
};

export function licenceFromResult(result: LicenceValidation): LicenceState {
  return {
    validate: result.status !== 'no_record',
    status: result.status,
    message: result.message,
    edition: result.edition,
    expireTime: result.expireTime,
  };
}

/** SPEC §8: a failed licence call sets the flag false with the message of the error answer. */
export function licenceFromError(message: string): LicenceState {
  return { ...INITIAL_LICENCE, validate: false, message };
}

/** SPEC §2: the warning bar shows the message when the licence is not valid, except no_record. */
export function licenceWarning(state: LicenceState): string | null {
  if (state.status === null || state.status === 'valid' || state.status === 'no_record')
    return null;
  return state.message || state.status;
}
