import { useQueries } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { chartIdsOf, type ChartAxisField } from '@tessera/contracts';
import { getChart } from '../../../../api/chart';
import { chartKeys } from '../../../chart/queries';
import { useEditor } from '../editorStore';
import { useEditorInteractions } from './editorInteractions';

/** A chart placed on the canvas, as the interaction panes show it. */
export interface CanvasChart {
  viewId: string;
  /** Its title once read; undefined while loading or when it cannot be read. */
  title: string | undefined;
  /** The dataset it reads: from the loaded dashboard, else (placed since) from the chart. */
  datasetId: string | undefined;
  /** Its dimensions (what a click on it passes on), once read. */
  xaxis: readonly ChartAxisField[] | undefined;
}

/**
 * Every chart on the canvas (each once, group children included). The dataset comes from the
 * dashboard as loaded (PanelDetail.chartDatasets); charts placed since are read (getChart, the
 * chart editor's cache entry) for theirs, as is every chart's title and dimensions.
 */
export function useCanvasCharts(): CanvasChart[] {
  const { chartDatasets } = useEditorInteractions();
  const viewIds = useEditor(useShallow((s) => chartIdsOf(s.editor.doc.components)));
  const charts = useQueries({
    queries: viewIds.map((id) => ({
      queryKey: chartKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getChart(id, signal),
      // As the chart editor reads it: a refetch must not replace a draft being edited there.
      staleTime: Infinity,
    })),
  });
  return viewIds.map((viewId, i) => {
    const chart = charts[i]?.data;
    return {
      viewId,
      title: chart?.title,
      datasetId: chartDatasets[viewId] ?? chart?.tableId,
      xaxis: chart?.xaxis,
    };
  });
}

/** A chart's name for a list: its title, else its id (not read yet, or not readable). */
export const chartName = (chart: Pick<CanvasChart, 'viewId' | 'title'>) =>
  chart.title ?? chart.viewId;
