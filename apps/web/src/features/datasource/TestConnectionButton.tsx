import { Button, type FormInstance } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceTypeInfo, DatasourceView } from '@tessera/contracts';
import type { DatasourceFormValues } from './datasourceFormModel';
import { testPlan } from './testPlan';
import { useTestConnection } from './queries';
import type { TestState } from './TestResult';

/** Fields a connection test needs valid before it is sent. */
const TESTED_FIELDS = ['host', 'port', 'database', 'schema', 'username', 'password'] as const;

export interface TestConnectionButtonProps {
  form: FormInstance<DatasourceFormValues>;
  values(): DatasourceFormValues;
  info: DatasourceTypeInfo;
  editable: DatasourceView | null;
  onTest(test: TestState): void;
}

/**
 * "Test connection": checks the fields, then tests the stored source (an edit that changes
 * nothing about the connection, so the stored password is used) or the draft as typed.
 */
export function TestConnectionButton({
  form,
  values,
  info,
  editable,
  onTest,
}: TestConnectionButtonProps) {
  const { t } = useTranslation();
  const connection = useTestConnection();

  const run = async () => {
    try {
      await form.validateFields([...TESTED_FIELDS]);
    } catch {
      return;
    }
    const plan = testPlan(values(), editable, info);
    onTest({ state: 'running' });
    connection.mutate(plan.kind === 'stored' ? plan : { kind: 'draft', body: plan.body }, {
      onSuccess: (result) =>
        onTest({
          state: 'done',
          result,
          withoutStoredPassword: plan.kind === 'draft' && plan.withoutStoredPassword,
        }),
      // The client has already shown the server's message.
      onError: () => onTest({ state: 'idle' }),
    });
  };

  return (
    <Button
      icon={<ApiOutlined />}
      loading={connection.isPending}
      onClick={() => void run()}
      data-testid="ds-form-test"
    >
      {t('datasource.form.test')}
    </Button>
  );
}
