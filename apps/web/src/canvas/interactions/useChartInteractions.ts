import { useCallback, useRef, useState } from 'react';
import type { ChartDataRequest, ChartViewWithData } from '@tessera/contracts';
import type { ChartPointClick } from '../../charts/types';
import { openLink } from '../components/button/openLink';
import type { ClickedDimension } from './conditions';
import {
  useChartRequest,
  useInteractions,
  useInteractionStore,
  usePreviewRoute,
} from './InteractionProvider';
import {
  clickedDimensions,
  drillStepOf,
  jumpHref,
  pointActions,
  type PointAction,
} from './pointActions';
import type { DrillLevel, LinkageSource } from './store';

const NO_LEVELS: readonly DrillLevel[] = [];

export interface PointMenuState {
  at: { x: number; y: number };
  actions: PointAction[];
  run(action: PointAction): void;
}

export interface ChartInteractions {
  request: ChartDataRequest;
  /** Set when clicks on points can do something here: handles one on the answered chart. */
  pointClick: ((click: ChartPointClick, view: ChartViewWithData) => void) | undefined;
  /** Remembers where the pointer went down (the point menu opens there). */
  onPointerDown(event: { clientX: number; clientY: number }): void;
  drillPath: readonly DrillLevel[];
  drillTo(level: number): void;
  /** The point this chart filters its linked charts by, when it does. */
  linkageSource: LinkageSource | null;
  clearLinkage(): void;
  menu: PointMenuState | null;
  closeMenu(): void;
}

/**
 * A chart's part in its dashboard's interactions: the request it asks with and what a click on
 * one of its points does (SPEC §2: with one action available it runs at once, with several a
 * small menu asks). Outside a dashboard being used (the editor) clicks do nothing.
 */
export function useChartInteractions(
  componentId: string,
  viewId: string,
  active: boolean,
): ChartInteractions {
  const store = useInteractionStore();
  const previewRoute = usePreviewRoute();
  const request = useChartRequest(componentId, viewId);
  const drillPath = useInteractions((s) => s.drill[componentId] ?? NO_LEVELS, NO_LEVELS);
  const linkageSource = useInteractions(
    (s) => (s.linkageSource?.componentId === componentId ? s.linkageSource : null),
    null,
  );
  const pointer = useRef({ x: 0, y: 0 });
  const [menu, setMenu] = useState<PointMenuState | null>(null);

  const perform = useCallback(
    (
      action: PointAction,
      click: ChartPointClick,
      view: ChartViewWithData,
      clicked: ClickedDimension[],
    ) => {
      if (!store) return;
      const state = store.getState();
      const label = view.data.x[click.index] ?? String(clicked[0]?.value ?? '');
      if (action === 'drill') {
        const step = drillStepOf(clicked);
        if (step) state.drillDown(componentId, { step, label });
      } else if (action === 'linkage') {
        state.applyLinkage({ componentId, viewId, index: click.index, label }, clicked);
      } else {
        const jump = state.jumps.find((j) => j.sourceViewId === viewId);
        const href = jump ? jumpHref(jump, clicked, previewRoute) : null;
        if (!jump || !href) return;
        if (jump.target.type === 'url') openLink(href, jump.newTab);
        else if (jump.newTab) window.open(href, '_blank', 'noopener,noreferrer');
        else window.location.assign(href);
      }
    },
    [store, componentId, viewId, previewRoute],
  );

  const pointClick = useCallback(
    (click: ChartPointClick, view: ChartViewWithData) => {
      if (!store) return;
      const state = store.getState();
      const clicked = clickedDimensions(view.data, click.dimensionValues, click.seriesName);
      const actions = pointActions({
        viewId,
        drillFieldCount: view.drillFields.length,
        drillLevel: (state.drill[componentId] ?? NO_LEVELS).length,
        linkage: state.linkage,
        jumps: state.jumps,
        clicked,
      });
      if (actions.length === 0) return;
      if (actions.length === 1) {
        perform(actions[0] as PointAction, click, view, clicked);
        return;
      }
      setMenu({
        at: { ...pointer.current },
        actions,
        run: (action) => perform(action, click, view, clicked),
      });
    },
    [store, viewId, componentId, perform],
  );

  return {
    request,
    pointClick: active && store ? pointClick : undefined,
    onPointerDown: (event) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    },
    drillPath,
    drillTo: (level) => store?.getState().drillTo(componentId, level),
    linkageSource,
    clearLinkage: () => store?.getState().clearLinkage(),
    menu,
    closeMenu: () => setMenu(null),
  };
}
