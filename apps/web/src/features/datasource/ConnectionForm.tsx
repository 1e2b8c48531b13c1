import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';
import { toastSuccess } from '../../app/feedback';
import { AdvancedOptions } from './AdvancedOptions';
import { BasicFields } from './BasicFields';
import { ConnectionFields } from './ConnectionFields';
import { toAddBody, toUpdateBody, type DatasourceFormValues } from './datasourceFormModel';
import { FormTypeHeader } from './FormTypeHeader';
import { warnsPrivileged } from './privilegedLogin';
import { PrivilegedLoginAlert } from './PrivilegedLoginAlert';
import { useSaveDatasource } from './queries';
import { TestConnectionButton } from './TestConnectionButton';
import { TestResult, type TestState } from './TestResult';
import type { CreatableTypeInfo } from './typeInfo';

/** Fields whose change makes an earlier test result stale. */
const CONNECTION_FIELDS = new Set<keyof DatasourceFormValues>([
  'host',
  'port',
  'database',
  'schema',
  'username',
  'password',
  'ssl',
  'poolSize',
  'statementTimeoutSec',
  'connectTimeoutSec',
]);

export interface ConnectionFormProps {
  initial: DatasourceFormValues;
  info: CreatableTypeInfo;
  editable: DatasourceView | null;
  onChangeType(current: DatasourceFormValues): void;
  onCancel(): void;
  onSaved(view: DatasourceView): void;
}

/** The form of one type: fields, test result, and the footer that tests, cancels and saves. */
export function ConnectionForm({
  initial,
  info,
  editable,
  onChangeType,
  onCancel,
  onSaved,
}: ConnectionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DatasourceFormValues>();
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [connectionChanged, setConnectionChanged] = useState(false);
  const save = useSaveDatasource();
  const values = (): DatasourceFormValues => ({
    ...initial,
    ...(form.getFieldsValue(true) as Partial<DatasourceFormValues>),
    type: info.type,
  });

  // Runs after the form's rules passed. Errors reach the user as the HTTP client's toast.
  const submit = () => {
    const current = values();
    save.mutate(
      editable
        ? { kind: 'update', body: toUpdateBody(editable.id, current, info) }
        : { kind: 'add', body: toAddBody(current, info) },
      {
        onSuccess: (saved) => {
          toastSuccess(editable ? t('datasource.form.updated') : t('datasource.form.created'));
          onSaved(saved);
        },
      },
    );
  };

  return (
    <div className="ds-form">
      <FormTypeHeader
        info={info}
        onChangeType={editable ? undefined : () => onChangeType(values())}
      />
      <Form<DatasourceFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        requiredMark
        onValuesChange={(changed: Partial<DatasourceFormValues>) => {
          const keys = Object.keys(changed) as (keyof DatasourceFormValues)[];
          if (keys.some((key) => CONNECTION_FIELDS.has(key))) {
            setTest((current) => (current.state === 'done' ? { state: 'idle' } : current));
            setConnectionChanged(true);
          }
        }}
        onFinish={submit}
      >
        <BasicFields />
        <ConnectionFields info={info} editable={editable} values={values} />
        <AdvancedOptions />
        <div className="ds-form__footer">
          {warnsPrivileged(test, editable, connectionChanged) && <PrivilegedLoginAlert />}
          <TestResult test={test} />
          <div className="ds-form__footer-row">
            <TestConnectionButton
              form={form}
              values={values}
              info={info}
              editable={editable}
              onTest={setTest}
            />
            <div className="ds-form__footer-right">
              <Button onClick={onCancel} data-testid="ds-form-cancel">
                {t('datasource.form.cancel')}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={save.isPending}
                data-testid="ds-form-save"
              >
                {t('datasource.form.save')}
              </Button>
            </div>
          </div>
        </div>
      </Form>
    </div>
  );
}
