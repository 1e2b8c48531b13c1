import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  chartIdsOf,
  type CanvasComponent,
  type CanvasStyle,
  type ChartDataRequest,
  type UrlFilterEntry,
} from '@tessera/contracts';
import { InteractionProvider } from '../../../canvas/interactions/InteractionProvider';
import type { InteractionInput } from '../../../canvas/interactions/store';
import {
  PanelChartsProvider,
  type PanelChartSource,
} from '../../../canvas/charts/PanelChartsProvider';
import { placeCss, scaledPlaceCss } from '../../../canvas/components/boxStyle';
import { CanvasItem } from '../../../canvas/components/CanvasItem';
import { CanvasScaleContext } from '../../../canvas/components/frameContext';
import { usePanelImage } from '../../../canvas/components/picture/usePanelImage';
import { useElementSize } from '../../../canvas/components/useElementSize';
import {
  ChartActionsContext,
  type ChartActions,
  type ChartExportRule,
} from '../../../canvas/components/user-view/chartActions';
import { useSession } from '../../../store/session';
import { canExportChart } from '../../chart/permissions';
import type { ChartMenuAt } from './ChartContextMenu';
import { preloadChartDrawing } from './preloadCharts';
import { layoutModeOf } from './layoutMode';
import { mobileBlocks } from './mobileLayout';
import { canvasScale, fitOf, type PanelFit } from './scale';
import { panelChartSource } from '../panelChartSource';
import { panelRoutes } from '../panelRoutes';
import { preloadableNamed } from '../../../lib/preloadable';
import './view.css';

// The detail dialog (antd Table, Tabs, Pagination) opens on demand: it is not part of what a
// dashboard downloads and evaluates before its first chart draws.
const ChartDetailDialog = lazy(() =>
  import('./ChartDetailDialog').then((m) => ({ default: m.ChartDetailDialog })),
);
// So does the context menu (antd Dropdown and Menu): it is drawn on the first right-click.
const ChartContextMenu = preloadableNamed(() => import('./ChartContextMenu'), 'ChartContextMenu');

/** A chart as the detail dialog and the context menu name it. */
interface ChartRef {
  viewId: string;
  request: ChartDataRequest;
}

/** With the dashboard gap on ('yes'), each component keeps this much space inside its box. */
export const PANEL_GAP_PX = 5;
/** The phone stack's padding at its sides (as .panel-stack in view.css). */
const STACK_PADDING_PX = 8;

export interface PanelViewProps {
  canvasStyle: CanvasStyle;
  components: readonly CanvasComponent[];
  /** Read only (the editor draws its own canvas). */
  mode?: 'preview';
  /** Default: the canvas style's selfAdaption ('width') or its fixed scale. */
  fit?: PanelFit;
  /** Offer the chart detail dialog on charts (hover icon, context menu). Default true. */
  chartDetail?: boolean;
  /**
   * The dashboard shown: its widgets list values through it, and its filters, linkage and drill
   * carry over to its next view in this tab (the page, the previews, full screen).
   */
  panelId?: string;
  /** Chart id → dataset id (PanelDetail.chartDatasets): where widgets and URL filters apply. */
  chartDatasets?: Readonly<Record<string, string>>;
  /** `?filter=` of the page (interaction.ts encoding). */
  urlFilter?: readonly UrlFilterEntry[];
  /** Where chart data comes from: the signed-in user's call, or a share link's (default: the user's). */
  source?: PanelChartSource;
  /**
   * Who may export each chart's data, through which call. Default: the signed-in viewer, by
   * their grant on the chart; a share link's page passes its own rule (kept stable, e.g. with
   * useMemo: every chart reads it); null: never.
   */
  chartExport?: ChartExportRule | null;
}

/** The stage draws at the designed size: its items see no zoom (the transform scales them). */
const UNSCALED = Object.freeze({ x: 1, y: 1 });
const NO_DATASETS: Readonly<Record<string, string>> = Object.freeze({});
const NO_URL_FILTER: readonly UrlFilterEntry[] = Object.freeze([]) as readonly UrlFilterEntry[];

/**
 * A whole dashboard, read only: the canvas at its size and background, every component placed
 * in z-order (later in the list on top), fitted to the container's width (re-fitted on resize)
 * or at the fixed preview scale; in a box narrower than a tablet, stacked for a phone
 * (layoutMode.ts). Charts load through the dashboard's queue.
 */
export function PanelView({
  canvasStyle,
  components,
  mode = 'preview',
  fit,
  chartDetail = true,
  panelId,
  chartDatasets = NO_DATASETS,
  urlFilter = NO_URL_FILTER,
  source = panelChartSource,
  chartExport,
}: PanelViewProps) {
  const interaction = useMemo<InteractionInput>(
    () => ({
      panelId,
      components,
      chartDatasets,
      linkage: canvasStyle.linkage,
      jumps: canvasStyle.jumps,
      url: urlFilter,
    }),
    [panelId, components, chartDatasets, canvasStyle.linkage, canvasStyle.jumps, urlFilter],
  );
  const outer = useRef<HTMLDivElement>(null);
  const measured = useElementSize(outer);
  const fitMode = fitOf(canvasStyle, fit);
  const scale = useMemo(
    () => canvasScale(canvasStyle, fitMode, measured?.width),
    [canvasStyle, fitMode, measured?.width],
  );
  const [detail, setDetail] = useState<ChartRef | null>(null);
  const [menu, setMenu] = useState<(ChartRef & { at: ChartMenuAt }) | null>(null);
  const user = useSession((state) => state.user);
  const signedInExport = useMemo<ChartExportRule>(
    () => ({ viaLink: false, allowed: (view) => canExportChart(user, view) }),
    [user],
  );
  const exportRule = chartExport === undefined ? signedInExport : chartExport;
  const actions = useMemo<ChartActions>(
    () => ({
      ...(chartDetail
        ? {
            openDetail: (viewId, request) => setDetail({ viewId, request }),
            openMenu: (at, viewId, request) => setMenu({ at, viewId, request }),
          }
        : {}),
      ...(exportRule ? { chartExport: exportRule } : {}),
    }),
    [chartDetail, exportRule],
  );
  const hasCharts = useMemo(() => chartIdsOf(components).length > 0, [components]);
  useEffect(() => {
    if (hasCharts) preloadChartDrawing();
  }, [hasCharts]);

  const { panel } = canvasStyle;
  const background = usePanelImage(
    panel.backgroundType === 'image' && panel.imageUrl ? panel.imageUrl : null,
  );
  const gap = panel.gap === 'yes' ? PANEL_GAP_PX : 0;
  // An object URL this page made from a stored picture (never a document's text).
  const backgroundImage = background.src ? `url("${background.src}")` : undefined;
  const layout = layoutModeOf(fitMode, measured?.width, scale);
  // The phone stack's blocks span the box less its side padding (view.css).
  const stackWidth = Math.max(0, (measured?.width ?? 0) - 2 * STACK_PADDING_PX);

  return (
    <PanelChartsProvider canvasStyle={canvasStyle} source={source}>
      <InteractionProvider
        input={interaction}
        sessionKey={panelId}
        previewRoute={panelRoutes.preview}
      >
        <ChartActionsContext.Provider value={actions}>
          <div
            ref={outer}
            className={`panel-view panel-view--${fitMode} panel-view--${layout}`}
            data-testid="panel-view"
            data-layout={layout}
          >
            {layout === 'stack' ? (
              <div
                className="panel-stack"
                data-testid="panel-stack"
                style={{ backgroundColor: panel.color, backgroundImage }}
              >
                {mobileBlocks(components, stackWidth, canvasStyle.mobileLayout).map(
                  ({ component, height }) => (
                    <CanvasItem
                      key={component.id}
                      component={component}
                      mode={mode}
                      place={{ position: 'relative', width: '100%', height }}
                      size={{ width: stackWidth, height }}
                      gap={gap}
                    />
                  ),
                )}
              </div>
            ) : (
              <div
                className="panel-canvas"
                data-testid="panel-canvas"
                data-scale={scale.x}
                style={{
                  width: canvasStyle.width * scale.x,
                  height: canvasStyle.height * scale.y,
                  backgroundColor: panel.color,
                  backgroundImage,
                }}
              >
                {/* One tree shape for 'stage' and 'items': the first render (box not measured
                    yet) draws 'items' at scale 1, and a different parent element for 'stage'
                    would remount every chart and cancel the data calls they had just started. */}
                <div
                  className="panel-canvas__stage"
                  style={
                    layout === 'stage'
                      ? // Drawn at the designed size and scaled as one picture: text included.
                        {
                          width: canvasStyle.width,
                          height: canvasStyle.height,
                          transform: `scale(${scale.x}, ${scale.y})`,
                        }
                      : { width: '100%', height: '100%' }
                  }
                >
                  <CanvasScaleContext.Provider value={layout === 'stage' ? UNSCALED : scale}>
                    {components.map((component, i) => (
                      <CanvasItem
                        key={component.id}
                        component={component}
                        mode={mode}
                        place={
                          layout === 'stage'
                            ? placeCss(component.style)
                            : scaledPlaceCss(component.style, scale)
                        }
                        size={component.style}
                        gap={gap}
                        zIndex={i + 1}
                      />
                    ))}
                  </CanvasScaleContext.Provider>
                </div>
              </div>
            )}
          </div>
          {menu && (
            <Suspense fallback={null}>
              <ChartContextMenu
                at={menu.at}
                onDetail={() => setDetail({ viewId: menu.viewId, request: menu.request })}
                onClose={() => setMenu(null)}
              />
            </Suspense>
          )}
          {detail && (
            <Suspense fallback={null}>
              <ChartDetailDialog
                viewId={detail.viewId}
                request={detail.request}
                chartStyle={canvasStyle.chart}
                source={source}
                onClose={() => setDetail(null)}
              />
            </Suspense>
          )}
        </ChartActionsContext.Provider>
      </InteractionProvider>
    </PanelChartsProvider>
  );
}
