import { describe, expect, it } from 'vitest';
import type { DatasourceValidation } from '@tessera/contracts';
import { warnsPrivileged } from './privilegedLogin';
import type { TestState } from './TestResult';

const tested = (result: Partial<DatasourceValidation>): TestState => ({
  state: 'done',
  result: { ok: true, message: null, elapsedMs: 1, ...result },
  withoutStoredPassword: false,
});
const idle: TestState = { state: 'idle' };

describe('when the data-source form warns about a privileged login', () => {
  it('warns when the latest test found a privileged login, and not when it found a reader', () => {
    expect(warnsPrivileged(tested({ privileged: true }), null, true)).toBe(true);
    expect(warnsPrivileged(tested({ privileged: false }), { privileged: true }, false)).toBe(false);
  });

  it('warns for a stored privileged source until its connection settings change', () => {
    expect(warnsPrivileged(idle, { privileged: true }, false)).toBe(true);
    expect(warnsPrivileged(idle, { privileged: true }, true)).toBe(false);
    expect(warnsPrivileged(idle, { privileged: false }, false)).toBe(false);
    expect(warnsPrivileged(idle, {}, false)).toBe(false);
  });

  it('keeps the stored answer when a test could not tell or failed', () => {
    expect(warnsPrivileged(tested({}), { privileged: true }, false)).toBe(true);
    const failed = tested({ ok: false, message: 'refused', privileged: false });
    expect(warnsPrivileged(failed, { privileged: true }, false)).toBe(true);
  });
});
