import { PermissionsTab } from './PermissionsTab';

/** The dataset detail's "Permissions" tab; the detail adds it only for those who manage the dataset. */
export const permissionsTabItem = (datasetId: string, label: string) => ({
  key: 'permissions',
  label,
  children: <PermissionsTab datasetId={datasetId} />,
});
