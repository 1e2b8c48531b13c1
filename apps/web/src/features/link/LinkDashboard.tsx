import { useEffect } from 'react';
import { Typography } from 'antd';
import type { PanelDetail } from '@tessera/contracts';
import type { PanelChartSource } from '../../canvas/charts/PanelChartsProvider';
import { LinkLanguageSwitch } from './LinkLanguageSwitch';
import { useUrlFilter } from '../panel/useUrlFilter';
import { PanelDocument } from '../panel/view/PanelDocument';

/**
 * A link visitor's dashboard: its name and a language menu in a slim bar, then the dashboard
 * across the whole width (stacked for a phone), every widget, linkage and drill working
 * through the link's own calls.
 */
export function LinkDashboard({ panel, source }: { panel: PanelDetail; source: PanelChartSource }) {
  const urlFilter = useUrlFilter();
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
      <header className="link-dashboard__bar">
        <Typography.Text strong ellipsis data-testid="panel-name">
          {panel.name}
        </Typography.Text>
        <div className="link-dashboard__actions">
          <LinkLanguageSwitch />
        </div>
      </header>
      <main className="link-dashboard__body">
        <PanelDocument
          panelStyle={panel.panelStyle}
          panelData={panel.panelData}
          fit="width"
          panelId={panel.id}
          chartDatasets={panel.chartDatasets}
          urlFilter={urlFilter}
          source={source}
        />
      </main>
    </div>
  );
}
