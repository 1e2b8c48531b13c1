import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dbPasswordSchema,
  dbUsernameSchema,
  hostSchema,
  objectNameSchema,
  portSchema,
  type DatasourceTypeInfo,
  type DatasourceView,
} from '@tessera/contracts';
import { zodRule } from '../forms/zodRule';
import { passwordRequiredOnEdit, type DatasourceFormValues } from './datasourceFormModel';

/** Optional fields: empty passes, anything else must be valid. */
const optional = (rule: ReturnType<typeof zodRule>) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.resolve()
      : rule.validator(_, value),
});

export interface ConnectionFieldsProps {
  /** The type's descriptor: a schema field only where the type has schemas. */
  info: DatasourceTypeInfo;
  editable: DatasourceView | null;
  /** The form's current values, for the endpoint-change rule on the password. */
  values(): DatasourceFormValues;
}

/** Where the database is and who connects: host, port, database, schema, user, password. */
export function ConnectionFields({ info, editable, values }: ConnectionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
        <Col span={info.supportsSchema ? 12 : 24}>
          <Form.Item
            name="database"
            label={t('datasource.form.database')}
            required
            rules={[zodRule(objectNameSchema, t)]}
          >
            <Input autoComplete="off" data-testid="ds-form-database" />
          </Form.Item>
        </Col>
        {info.supportsSchema && (
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
    </>
  );
}
