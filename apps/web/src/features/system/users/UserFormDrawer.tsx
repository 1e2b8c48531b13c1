import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Select, Space, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { userCreateSchema, type UserGridRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { describeError, errorCode } from '../../../lib/errors';
import { zodRule } from '../../forms/zodRule';
import { useDeptTree, useRoleList } from '../queries';
import { AttributesField } from './AttributesField';
import { deptTreeData } from './deptTreeData';
import { useCreateUser, useUpdateUser } from './mutations';
import { PasswordChoice } from './PasswordChoice';
import type { ShownPassword } from './PasswordShownModal';
import { roleLabel } from './roleLabel';
import {
  createBody,
  emptyValues,
  updateBody,
  valuesOf,
  type UserFormValues,
} from './userFormModel';

const FIELDS = userCreateSchema.shape;

export interface UserFormDrawerProps {
  open: boolean;
  /** null creates a user. */
  editing: UserGridRow | null;
  /** The organisation the page is filtered by: a new user starts there. */
  deptId: number | undefined;
  onClose(): void;
  /** The server generated the new user's password: shown once, by the page. */
  onGenerated(shown: ShownPassword): void;
}

/** Creates or edits a user, checked with the contract's rules before it is sent. */
export function UserFormDrawer({
  open,
  editing,
  deptId,
  onClose,
  onGenerated,
}: UserFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const { data: depts } = useDeptTree();
  const { data: roles } = useRoleList();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [refused, setRefused] = useState<string | null>(null);
  const deptOptions = useMemo(() => deptTreeData(depts ?? []), [depts]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? valuesOf(editing) : emptyValues(deptId));
    setRefused(null);
  }, [open, editing, deptId, form]);

  // The server's refusal goes beside its field when it names one, else above the buttons.
  const onError = (error: unknown) => {
    if (errorCode(error) === 'USER_NAME_TAKEN') {
      form.setFields([{ name: 'username', errors: [describeError(error) ?? ''] }]);
    } else {
      setRefused(describeError(error));
    }
  };

  const save = (values: UserFormValues) => {
    setRefused(null);
    const name = values.username.trim();
    if (editing) {
      update.mutate(updateBody(editing.userId, values), {
        onSuccess: () => {
          toastSuccess(t('users.form.saved', { name }));
          onClose();
        },
        onError,
      });
      return;
    }
    create.mutate(createBody(values), {
      onSuccess: (reply) => {
        onClose();
        if (reply?.password) onGenerated({ username: name, password: reply.password });
        else toastSuccess(t('users.form.created', { name }));
      },
      onError,
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={
        editing
          ? t('users.form.editTitle', { name: editing.username })
          : t('users.form.createTitle')
      }
      size="min(520px, 100vw)"
      destroyOnHidden
      footer={
        <Space className="users-form__footer">
          <Button onClick={onClose}>{t('users.form.cancel')}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
            data-testid="users-form-save"
          >
            {t('users.form.save')}
          </Button>
        </Space>
      }
    >
      <Form<UserFormValues> form={form} layout="vertical" onFinish={save} data-testid="users-form">
        <Form.Item
          name="username"
          label={t('users.form.username')}
          required
          rules={[zodRule(FIELDS.username, t)]}
        >
          <Input maxLength={50} autoComplete="off" data-testid="users-form-username" />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('users.form.nickName')}
          required
          rules={[zodRule(FIELDS.nickName, t)]}
        >
          <Input maxLength={50} data-testid="users-form-nickname" />
        </Form.Item>
        <Form.Item name="email" label={t('users.form.email')} rules={[zodRule(FIELDS.email, t)]}>
          <Input type="email" maxLength={100} data-testid="users-form-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('users.form.phone')} rules={[zodRule(FIELDS.phone, t)]}>
          <Input inputMode="numeric" maxLength={11} data-testid="users-form-phone" />
        </Form.Item>
        <Form.Item
          name="deptId"
          label={t('users.form.org')}
          rules={[{ required: true, message: t('users.form.orgRequired') }]}
        >
          <TreeSelect<number>
            treeDefaultExpandAll
            treeData={deptOptions}
            data-testid="users-form-dept"
          />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('users.form.roles')}
          required
          rules={[zodRule(FIELDS.roleIds, t)]}
        >
          <Select<number[]>
            mode="multiple"
            options={(roles ?? []).map((role) => ({ value: role.id, label: roleLabel(role, t) }))}
            data-testid="users-form-roles"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('users.form.enabled')} valuePropName="checked">
          <Switch data-testid="users-form-enabled" />
        </Form.Item>
        {!editing && <PasswordChoice />}
        <AttributesField />
        {refused && <Alert type="error" showIcon title={refused} data-testid="users-form-error" />}
      </Form>
    </Drawer>
  );
}
