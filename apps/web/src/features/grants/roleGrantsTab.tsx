import type { TFunction } from 'i18next';
import { TargetGrants } from './TargetGrants';

/** The role detail's "Data permissions" tab: what the role was granted, by kind. */
export const roleGrantsTab = (roleId: number, t: TFunction) => ({
  key: 'grants',
  label: <span data-testid="role-tab-grants">{t('grants.of.title')}</span>,
  children: <TargetGrants key={roleId} targetType="role" targetId={roleId} />,
});
