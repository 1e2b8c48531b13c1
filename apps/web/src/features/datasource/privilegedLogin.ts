import type { DatasourceView } from '@tessera/contracts';
import type { TestState } from './TestResult';

/**
 * Whether the form warns that the login may do more than read (DESIGN §5). The latest test of
 * the form's settings decides; before one, a stored source's own answer does — but only while
 * its connection settings are untouched, since another user or host is another login.
 */
export function warnsPrivileged(
  test: TestState,
  stored: Pick<DatasourceView, 'privileged'> | null,
  connectionChanged: boolean,
): boolean {
  if (test.state === 'done' && test.result.ok && test.result.privileged !== undefined)
    return test.result.privileged;
  return !connectionChanged && stored?.privileged === true;
}
