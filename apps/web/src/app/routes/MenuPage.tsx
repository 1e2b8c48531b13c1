import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from './menuRoutes';
import { PAGE_REGISTRY } from './pageRegistry';
import { PluginPage } from '../../features/plugin/PluginPage';
import { PageSpinner } from '../PageSpinner';
import { LazyResult } from '../../lib/LazyResult';

/** Renders the page a menu entry points at: a plugin, a registered page, or an honest 404. */
export function MenuPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  if (route.plugin) {
    return (
      <PluginPage
        scriptName={route.plugin.scriptName}
        menuId={route.menuId}
        noLayout={route.plugin.noLayout}
      />
    );
  }
  const Page = route.component ? PAGE_REGISTRY[route.component] : undefined;
  if (!Page) return <LazyResult status="404" subTitle={t('errors.notFound')} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
