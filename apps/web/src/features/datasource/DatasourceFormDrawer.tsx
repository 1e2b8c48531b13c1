import { useState } from 'react';
import { Button, Col, Drawer, Form, Input, InputNumber, Row } from 'antd';
import { ApiOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  datasourceDescSchema,
  datasourceNameSchema,
  dbPasswordSchema,
  dbUsernameSchema,
  hostSchema,
  objectNameSchema,
  portSchema,
  type CreatableDatasourceType,
  type DatasourceView,
} from '@tessera/contracts';
import * as datasourceApi from '../../api/datasource';
import { toastSuccess } from '../../app/browserPorts';
import { zodRule } from '../forms/zodRule';
import {
  emptyFormValues,
  formValuesFromView,
  passwordRequiredOnEdit,
  portAfterTypeChange,
  testPlan,
  toAddBody,
  toUpdateBody,
  type DatasourceFormValues,
} from './datasourceForm';
import { asCreatableView, TYPE_META, typeLabel } from './datasourceTypes';
import { AdvancedOptions } from './AdvancedOptions';
import { TestResult, type TestState } from './TestResult';
import { TypeMark } from './TypeMark';
import { TypePicker } from './TypePicker';

export interface DatasourceFormDrawerProps {
  open: boolean;
  /** null: create a new source (the type picker comes first). */
  editing: DatasourceView | null;
  onClose(): void;
  onSaved(view: DatasourceView): void;
}

/** Create or edit a data source in a drawer; the form mounts afresh every time it opens. */
export function DatasourceFormDrawer({
  open,
  editing,
  onClose,
  onSaved,
}: DatasourceFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={600}
      destroyOnHidden
      title={editing ? t('datasource.form.editTitle') : t('datasource.form.createTitle')}
      rootClassName="ds-drawer"
      data-testid="ds-drawer"
    >
      {open && (
        <DatasourceForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Drawer>
  );
}

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

const optional = (rule: ReturnType<typeof zodRule>) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.resolve()
      : rule.validator(_, value),
});

/** Create: pick a type, then fill the connection form. Edit: the form at once, type fixed. */
function DatasourceForm({
  editing,
  onCancel,
  onSaved,
}: {
  editing: DatasourceView | null;
  onCancel(): void;
  onSaved(view: DatasourceView): void;
}) {
  const editable = asCreatableView(editing);
  const [initial, setInitial] = useState<DatasourceFormValues | null>(() =>
    editable ? formValuesFromView(editable) : null,
  );
  const [picking, setPicking] = useState(!editable);
  // A fresh form per pick, so its initial values are the picked type's.
  const [generation, setGeneration] = useState(0);

  const pick = (picked: CreatableDatasourceType) => {
    // Changing the type keeps what was typed; the port follows unless the user chose one.
    setInitial(
      initial
        ? {
            ...initial,
            type: picked,
            port: portAfterTypeChange(initial.type, picked, initial.port),
            schema: TYPE_META[picked].supportsSchema ? initial.schema : '',
          }
        : emptyFormValues(picked),
    );
    setGeneration((n) => n + 1);
    setPicking(false);
  };

  if (picking || !initial) return <TypePicker current={initial?.type ?? null} onPick={pick} />;
  return (
    <ConnectionForm
      key={generation}
      initial={initial}
      editable={editable}
      onChangeType={(current) => {
        setInitial(current);
        setPicking(true);
      }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

function ConnectionForm({
  initial,
  editable,
  onChangeType,
  onCancel,
  onSaved,
}: {
  initial: DatasourceFormValues;
  editable: DatasourceView | null;
  onChangeType(current: DatasourceFormValues): void;
  onCancel(): void;
  onSaved(view: DatasourceView): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DatasourceFormValues>();
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [saving, setSaving] = useState(false);
  const type = initial.type;
  const meta = TYPE_META[type];
  const values = (): DatasourceFormValues => ({
    ...initial,
    ...(form.getFieldsValue(true) as Partial<DatasourceFormValues>),
    type,
  });

  const runTest = async () => {
    try {
      await form.validateFields(['host', 'port', 'database', 'schema', 'username', 'password']);
    } catch {
      return;
    }
    const plan = testPlan(values(), editable);
    setTest({ state: 'running' });
    try {
      const result =
        plan.kind === 'stored'
          ? await datasourceApi.validateDatasource(plan.id)
          : await datasourceApi.validateConnection(plan.body);
      setTest({
        state: 'done',
        result,
        withoutStoredPassword: plan.kind === 'draft' && plan.withoutStoredPassword,
      });
    } catch {
      // The client has already shown the server's message.
      setTest({ state: 'idle' });
    }
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const current = values();
      const saved = editable
        ? await datasourceApi.updateDatasource(toUpdateBody(editable.id, current))
        : await datasourceApi.addDatasource(toAddBody(current));
      toastSuccess(editable ? t('datasource.form.updated') : t('datasource.form.created'));
      onSaved(saved);
    } catch {
      // The client has already shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ds-form">
      <div className="ds-form__type" data-testid="ds-form-type">
        <TypeMark type={type} size={36} />
        <div className="ds-form__type-text">
          <div className="ds-form__type-name">{typeLabel(type, t)}</div>
          <div className="ds-muted">{t(`datasource.family.${meta.family}`)}</div>
        </div>
        {!editable && (
          <Button
            type="link"
            icon={<SwapOutlined />}
            onClick={() => onChangeType(values())}
            data-testid="ds-change-type"
          >
            {t('datasource.form.changeType')}
          </Button>
        )}
      </div>
      <Form<DatasourceFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        requiredMark
        onValuesChange={(changed: Partial<DatasourceFormValues>) => {
          if (
            Object.keys(changed).some((key) =>
              CONNECTION_FIELDS.has(key as keyof DatasourceFormValues),
            )
          ) {
            setTest((current) => (current.state === 'done' ? { state: 'idle' } : current));
          }
        }}
        onFinish={() => void save()}
      >
        <div className="ds-form__section">{t('datasource.form.sectionBasic')}</div>
        <Form.Item
          name="name"
          label={t('datasource.form.name')}
          required
          rules={[zodRule(datasourceNameSchema, t)]}
        >
          <Input
            maxLength={25}
            showCount
            placeholder={t('datasource.form.namePlaceholder')}
            data-testid="ds-form-name"
          />
        </Form.Item>
        <Form.Item
          name="desc"
          label={t('datasource.form.desc')}
          rules={[zodRule(datasourceDescSchema, t)]}
        >
          <Input.TextArea
            maxLength={50}
            showCount
            autoSize={{ minRows: 2, maxRows: 3 }}
            placeholder={t('datasource.form.descPlaceholder')}
            data-testid="ds-form-desc"
          />
        </Form.Item>

        <div className="ds-form__section">{t('datasource.form.sectionConnection')}</div>
        <Row gutter={12}>
          <Col span={17}>
            <Form.Item
              name="host"
              label={t('datasource.form.host')}
              required
              rules={[zodRule(hostSchema, t)]}
            >
              <Input
                placeholder={t('datasource.form.hostPlaceholder')}
                autoComplete="off"
                data-testid="ds-form-host"
              />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item
              name="port"
              label={t('datasource.form.port')}
              required
              rules={[zodRule(portSchema, t)]}
            >
              <InputNumber<number>
                min={1}
                max={65535}
                precision={0}
                controls={false}
                style={{ width: '100%' }}
                data-testid="ds-form-port"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={meta.supportsSchema ? 12 : 24}>
            <Form.Item
              name="database"
              label={t('datasource.form.database')}
              required
              rules={[zodRule(objectNameSchema, t)]}
            >
              <Input autoComplete="off" data-testid="ds-form-database" />
            </Form.Item>
          </Col>
          {meta.supportsSchema && (
            <Col span={12}>
              <Form.Item
                name="schema"
                label={t('datasource.form.schema')}
                rules={[optional(zodRule(objectNameSchema, t))]}
              >
                <Input
                  placeholder={t('datasource.form.schemaPlaceholder')}
                  autoComplete="off"
                  data-testid="ds-form-schema"
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="username"
              label={t('datasource.form.username')}
              required
              rules={[zodRule(dbUsernameSchema, t)]}
            >
              <Input autoComplete="off" data-testid="ds-form-username" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t('datasource.form.password')}
              dependencies={['host', 'port', 'username']}
              rules={[
                zodRule(dbPasswordSchema, t),
                {
                  validator: async () => {
                    if (passwordRequiredOnEdit(values(), editable)) {
                      throw new Error(t('datasource.form.passwordRequired'));
                    }
                  },
                },
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={
                  editable?.configuration.hasPassword ? t('datasource.form.passwordUnchanged') : ''
                }
                data-testid="ds-form-password"
              />
            </Form.Item>
          </Col>
        </Row>
        <AdvancedOptions />
        <div className="ds-form__footer">
          <TestResult test={test} />
          <div className="ds-form__footer-row">
            <Button
              icon={<ApiOutlined />}
              loading={test.state === 'running'}
              onClick={() => void runTest()}
              data-testid="ds-form-test"
            >
              {t('datasource.form.test')}
            </Button>
            <div className="ds-form__footer-right">
              <Button onClick={onCancel} data-testid="ds-form-cancel">
                {t('datasource.form.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="ds-form-save">
                {t('datasource.form.save')}
              </Button>
            </div>
          </div>
        </div>
      </Form>
    </div>
  );
}
