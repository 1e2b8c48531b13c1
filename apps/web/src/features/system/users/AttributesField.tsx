import { Button, Form, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  USER_ATTRIBUTE_LIMITS,
  USER_ATTRIBUTE_NAME_PATTERN,
  userAttributesSchema,
} from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { attributesOf, type AttributeRow } from './userFormModel';

// One row's parts, with the contract's pattern, limit and message keys.
const nameSchema = z.string().regex(USER_ATTRIBUTE_NAME_PATTERN, 'validation.user.attributeName');
const valueSchema = z
  .string()
  .max(USER_ATTRIBUTE_LIMITS.valueLength, 'validation.user.attributeValue');

/** A user's attributes: name/value rows a row permission reads as ${user.name}. */
export function AttributesField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('users.form.attributes')} extra={t('users.form.attributesHint')}>
      <Form.List
        name="attributes"
        rules={[
          {
            // The whole set as the server checks it (how many), once each row is valid.
            validator: async (_, rows: AttributeRow[] | undefined) => {
              const result = userAttributesSchema.safeParse(attributesOf(rows));
              if (!result.success)
                throw new Error(t(result.error.issues[0]?.message ?? 'validation.invalid'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="users-attributes" data-testid="users-attributes">
            {fields.map((field) => (
              <div key={field.key} className="users-attributes__row">
                <Form.Item
                  name={[field.name, 'name']}
                  className="users-attributes__name"
                  dependencies={['attributes']}
                  rules={[
                    zodRule(nameSchema, t),
                    ({ getFieldValue }) => ({
                      // Two rows of one name would silently keep only the last.
                      validator: async (_, value: string | undefined) => {
                        const rows = (getFieldValue('attributes') ?? []) as AttributeRow[];
                        const same = rows.filter((row) => row?.name?.trim() === value?.trim());
                        if (value && same.length > 1)
                          throw new Error(t('users.form.attributeDuplicate'));
                      },
                    }),
                  ]}
                >
                  <Input
                    placeholder={t('users.form.attributeName')}
                    maxLength={30}
                    data-testid={`users-attribute-name-${field.name}`}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  className="users-attributes__value"
                  rules={[zodRule(valueSchema, t)]}
                >
                  <Input
                    placeholder={t('users.form.attributeValue')}
                    maxLength={USER_ATTRIBUTE_LIMITS.valueLength}
                    data-testid={`users-attribute-value-${field.name}`}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('users.form.removeAttribute')}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= USER_ATTRIBUTE_LIMITS.count}
              onClick={() => add({ name: '', value: '' })}
              data-testid="users-attribute-add"
            >
              {t('users.form.addAttribute')}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
