import { useEffect, useMemo, useRef } from 'react';
import { Typography } from 'antd';
import type { PanelDetail } from '@tessera/contracts';
import type { PanelChartSource } from '../../canvas/charts/PanelChartsProvider';
import type { ChartExportRule } from '../../canvas/components/user-view/chartActions';
import { DashboardExportButton } from '../panel/export/DashboardExportButton';
import { recordLinkDashboardExport } from '../../api/link';
import { LinkLanguageSwitch } from './LinkLanguageSwitch';
import { useUrlFilter } from '../panel/useUrlFilter';
import { PanelDocument } from '../panel/view/PanelDocument';

/** Nothing to export: the link's owner has not allowed it. */
const NO_EXPORT = null;

/**
 * A link visitor's dashboard: its name and a language menu in a slim bar, then the dashboard
 * across the whole width (stacked for a phone), every widget, linkage and drill working
 * through the link's own calls. Where the owner allows it, the visitor exports the charts'
 * data (through the link's export call) and the dashboard as PNG or PDF.
 */
export function LinkDashboard({
  panel,
  source,
  allowExport,
}: {
  panel: PanelDetail;
  source: PanelChartSource;
  allowExport: boolean;
}) {
  const urlFilter = useUrlFilter();
  const body = useRef<HTMLElement>(null);
  const chartExport = useMemo<ChartExportRule | null>(
    () => (allowExport ? { viaLink: true, allowed: () => true } : NO_EXPORT),
    [allowExport],
  );
  // A visitor's tab names the dashboard, not the app they never signed in to.
  useEffect(() => {
    const before = document.title;
    document.title = panel.name;
    return () => {
      document.title = before;
    };
  }, [panel.name]);
  return (
    <div className="link-dashboard" data-testid="link-dashboard">
      <header className="panel-view-bar">
        <Typography.Text strong ellipsis data-testid="panel-name">
          {panel.name}
        </Typography.Text>
        <div className="link-dashboard__actions">
          {allowExport && (
            <DashboardExportButton
              target={body}
              name={panel.name}
              onStart={(format) =>
                void recordLinkDashboardExport(panel.id, format).catch(() => undefined)
              }
            />
          )}
          <LinkLanguageSwitch />
        </div>
      </header>
      <main className="link-dashboard__body" ref={body}>
        <PanelDocument
          panelStyle={panel.panelStyle}
          panelData={panel.panelData}
          fit="width"
          panelId={panel.id}
          chartDatasets={panel.chartDatasets}
          urlFilter={urlFilter}
          source={source}
          chartExport={chartExport}
        />
      </main>
    </div>
  );
}
