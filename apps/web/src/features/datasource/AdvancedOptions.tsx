import { Col, Collapse, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** SSL, pool size and timeouts, folded away: most sources never need them. */
export function AdvancedOptions() {
  const { t } = useTranslation();
  return (
    <Collapse
      ghost
      size="small"
      className="ds-form__advanced"
      items={[
        {
          key: 'advanced',
          label: <span data-testid="ds-form-advanced">{t('datasource.form.advanced')}</span>,
          forceRender: true,
          children: (
            <Row gutter={12}>
              <Col span={24}>
                <Form.Item
                  name="ssl"
                  label={t('datasource.form.ssl')}
                  valuePropName="checked"
                  extra={t('datasource.form.sslHint')}
                >
                  <Switch data-testid="ds-form-ssl" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="poolSize" label={t('datasource.form.poolSize')}>
                  <InputNumber<number>
                    min={1}
                    max={50}
                    precision={0}
                    placeholder={t('datasource.form.default')}
                    style={{ width: '100%' }}
                    data-testid="ds-form-pool"
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="statementTimeoutSec" label={t('datasource.form.statementTimeout')}>
                  <InputNumber<number>
                    min={0.1}
                    max={600}
                    step={1}
                    placeholder={t('datasource.form.default')}
                    style={{ width: '100%' }}
                    data-testid="ds-form-statement-timeout"
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="connectTimeoutSec" label={t('datasource.form.connectTimeout')}>
                  <InputNumber<number>
                    min={0.1}
                    max={60}
                    step={1}
                    placeholder={t('datasource.form.default')}
                    style={{ width: '100%' }}
                    data-testid="ds-form-connect-timeout"
                  />
                </Form.Item>
              </Col>
            </Row>
          ),
        },
      ]}
    />
  );
}
