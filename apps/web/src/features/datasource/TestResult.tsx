import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceValidation } from '@tessera/contracts';

export type TestState =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: DatasourceValidation; withoutStoredPassword: boolean };

/** The answer of "Test connection": success with the elapsed time, or the server's reason. */
export function TestResult({ test }: { test: TestState }) {
  const { t } = useTranslation();
  if (test.state !== 'done') return null;
  const { result, withoutStoredPassword } = test;
  const details = [
    ...(!result.ok && result.message ? [result.message] : []),
    ...(withoutStoredPassword ? [t('datasource.form.testWithoutPassword')] : []),
  ];
  return (
    <Alert
      className="ds-form__test-result"
      showIcon
      type={result.ok ? 'success' : 'error'}
      title={
        result.ok
          ? t('datasource.form.testOk', { ms: result.elapsedMs })
          : t('datasource.form.testFailed')
      }
      description={
        details.length > 0 ? (
          <>
            {details.map((text) => (
              <div key={text} className="ds-mono-wrap">
                {text}
              </div>
            ))}
          </>
        ) : undefined
      }
      data-testid={result.ok ? 'ds-test-ok' : 'ds-test-error'}
    />
  );
}
