import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '@tessera/contracts';
import * as userApi from '../../api/user';
import { toastSuccess } from '../../app/feedback';
import { DEFAULT_HOME } from '../../app/redirect';
import { loadUser } from '../../store/loadSession';
import { useSession } from '../../store/session';
import { zodRule } from '../forms/zodRule';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: SPEC §5 policy, the two must match; the answer is a fresh token. */
export default function PersonPwdPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const setToken = useSession((s) => s.setToken);
  const username = useSession((s) => s.user?.username ?? '');
  // A password set by an administrator: the shell keeps the user here until it is changed.
  const forced = useSession((s) => s.user?.mustChangePassword ?? false);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { token } = await userApi.updatePersonPwd(values);
      // Every other session (and the old token) is revoked: keep this one alive.
      setToken(token);
      form.resetFields();
      toastSuccess(t('pwd.success'));
      if (forced) {
        // The server has cleared the flag: the reloaded user lets the shell open again.
        await loadUser();
        void navigate(DEFAULT_HOME, { replace: true });
      }
    } catch {
      // The client has already shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page page--narrow">
      <h2 className="page__title">{t('pwd.title')}</h2>
      {forced && (
        <Alert
          type="warning"
          showIcon
          title={t('users.mustChangeNotice')}
          className="page__notice"
          data-testid="pwd-forced"
        />
      )}
      <Card>
        <Form<PasswordValues> form={form} layout="vertical" onFinish={submit}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" autoComplete="username" value={username} readOnly hidden />
          <Form.Item
            name="oldPassword"
            label={t('pwd.oldPassword')}
            rules={[{ required: true, message: t('validation.password.required') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="pwd-old" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('pwd.newPassword')}
            required
            extra={t('pwd.policyHint')}
            rules={[zodRule(newPasswordSchema, t)]}
          >
            <Input.Password autoComplete="new-password" data-testid="pwd-new" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('pwd.confirmPassword')}
            required
            dependencies={['newPassword']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  // Empty is asked for, not called a mismatch (issue 19).
                  if (!value) throw new Error(t('validation.password.required'));
                  if (value !== getFieldValue('newPassword')) {
                    throw new Error(t('validation.password.mismatch'));
                  }
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="pwd-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="pwd-save">
            {t('pwd.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
