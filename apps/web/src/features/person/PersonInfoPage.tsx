import { Button, Card, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema, mobileSchema, nickNameSchema } from '@tessera/contracts';
import { toastSuccess } from '../../app/feedback';
import { PageSpinner } from '../../app/PageSpinner';
import { useSession } from '../../store/session';
import { zodRule } from '../forms/zodRule';
import { usePersonInfo, useUpdatePersonInfo } from './queries';

interface PersonValues {
  nickName: string;
  email: string;
  phone: string;
}

/** Optional fields: empty is allowed (it clears the value), anything else must be valid. */
const optional = (rule: ReturnType<typeof zodRule>) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.resolve()
      : rule.validator(_, value),
});

/** Personal info: name, email and mobile are editable; username, org and roles are not. */
export default function PersonInfoPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PersonValues>();
  const { data: info } = usePersonInfo();
  const update = useUpdatePersonInfo();

  // Errors reach the user as the HTTP client's toast.
  const save = (values: PersonValues) =>
    update.mutate(
      {
        nickName: values.nickName.trim(),
        email: values.email?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
      },
      {
        onSuccess: (updated) => {
          // The top bar shows the name: keep the session in step without a reload.
          const session = useSession.getState();
          if (session.user && session.menus) {
            session.setUser({ ...session.user, nickName: updated.nickName }, session.menus);
          }
          toastSuccess(t('person.saved'));
        },
      },
    );

  if (!info) return <PageSpinner />;
  return (
    <div className="page page--narrow">
      <h2 className="page__title">{t('person.title')}</h2>
      <Card>
        <Form<PersonValues>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{
            nickName: info.nickName,
            email: info.email ?? '',
            phone: info.phone ?? '',
          }}
        >
          <Form.Item label={t('person.username')}>
            <Input value={info.username} disabled data-testid="person-username" />
          </Form.Item>
          <Form.Item
            name="nickName"
            label={t('person.nickName')}
            required
            rules={[zodRule(nickNameSchema, t)]}
          >
            <Input maxLength={50} data-testid="person-nickname" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('person.email')}
            rules={[optional(zodRule(emailSchema, t))]}
          >
            <Input type="email" maxLength={100} data-testid="person-email" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('person.phone')}
            rules={[optional(zodRule(mobileSchema, t))]}
          >
            <Input inputMode="numeric" maxLength={11} data-testid="person-phone" />
          </Form.Item>
          <Form.Item label={t('person.org')}>
            <Input value={info.orgName} disabled data-testid="person-org" />
          </Form.Item>
          <Form.Item label={t('person.roles')}>
            <Space size={[4, 4]} wrap data-testid="person-roles">
              {info.roles.map((role) => (
                <Tag key={role.code} color="blue">
                  {role.builtin ? t(`role.${role.code}`, { defaultValue: role.name }) : role.name}
                </Tag>
              ))}
            </Space>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending}
            data-testid="person-save"
          >
            {t('person.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
