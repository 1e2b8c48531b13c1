import { useTranslation } from 'react-i18next';
import { LazyResult } from '../../lib/LazyResult';

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
      <LazyResult status="warning" title={t('plugin.notInstalled', { name: scriptName })} />
    </div>
  );
}
