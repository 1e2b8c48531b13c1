import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS, datasourceDescSchema, datasourceNameSchema } from '@tessera/contracts';
import { zodRule } from '../forms/zodRule';

// SPEC §5 limits, read from the contracts' schemas the server validates with.
const NAME_MAX = NAME_LIMITS.datasourceName.max;
const DESC_MAX = NAME_LIMITS.datasourceDesc.max;

/**
 * A counter that counts characters as the server does (an emoji is one, not two UTF-16 units),
 * cutting the input at the limit.
 */
const characterCount = (max: number) => ({
  show: true,
  max,
  strategy: (text: string) => [...text].length,
  exceedFormatter: (text: string, { max: limit }: { max: number }) =>
    [...text].slice(0, limit).join(''),
});

/** Name and description. */
export function BasicFields() {
  const { t } = useTranslation();
  return (
    <>
      <div className="ds-form__section">{t('datasource.form.sectionBasic')}</div>
      <Form.Item
        name="name"
        label={t('datasource.form.name')}
        required
        rules={[zodRule(datasourceNameSchema, t)]}
      >
        <Input
          count={characterCount(NAME_MAX)}
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
          count={characterCount(DESC_MAX)}
          autoSize={{ minRows: 2, maxRows: 3 }}
          placeholder={t('datasource.form.descPlaceholder')}
          data-testid="ds-form-desc"
        />
      </Form.Item>
    </>
  );
}
