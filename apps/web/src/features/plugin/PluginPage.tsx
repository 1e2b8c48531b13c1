import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PluginPageProps {
  scriptName: string;
  menuId: number;
  noLayout: boolean;
}

/** Plugins are not installable yet: say so instead of showing an empty page. */
export function PluginPage({ scriptName, menuId, noLayout }: PluginPageProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="plugin-page" data-menu-id={menuId} data-no-layout={noLayout}>
      <Result status="warning" title={t('plugin.notInstalled', { name: scriptName })} />
    </div>
  );
}
