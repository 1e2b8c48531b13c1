import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardExportFormat } from './exportLayout';
import { startExportTask, type ExportProgress, type ExportTask } from './exportTask';

/** What the progress panel shows: the running export, its end, or nothing. */
export type DashboardExportState =
  | { phase: 'running'; format: DashboardExportFormat; progress: ExportProgress }
  | { phase: 'done'; format: DashboardExportFormat }
  | { phase: 'failed'; format: DashboardExportFormat; message: string }
  | null;

/** How long "saved" stays on screen after the download began. */
const DONE_SHOWN_MS = 2_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One dashboard export at a time, in the background: `start` loads the export code (and its
 * libraries) on first use and runs it as a task the viewer can cancel; leaving the page
 * cancels it too.
 */
export function useDashboardExport(getRoot: () => HTMLElement | null, name: string) {
  const [state, setState] = useState<DashboardExportState>(null);
  const task = useRef<ExportTask | null>(null);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      task.current?.cancel();
      clearTimeout(doneTimer.current);
    },
    [],
  );

  const start = useCallback(
    (format: DashboardExportFormat) => {
      if (task.current) return;
      const root = getRoot();
      if (!root) return;
      clearTimeout(doneTimer.current);
      setState({ phase: 'running', format, progress: { step: 'charts', percent: 0 } });
      const running = startExportTask(
        async (context) => {
          const { runDashboardExport } = await import('./runDashboardExport');
          await runDashboardExport({ root, name, format }, context);
        },
        (progress) => setState({ phase: 'running', format, progress }),
      );
      task.current = running;
      void running.outcome.then((outcome) => {
        if (task.current !== running) return;
        task.current = null;
        if (outcome.kind === 'cancelled') return setState(null);
        if (outcome.kind === 'failed') {
          return setState({ phase: 'failed', format, message: messageOf(outcome.error) });
        }
        setState({ phase: 'done', format });
        doneTimer.current = setTimeout(() => setState(null), DONE_SHOWN_MS);
      });
    },
    [getRoot, name],
  );

  const cancel = useCallback(() => task.current?.cancel(), []);
  const dismiss = useCallback(() => {
    clearTimeout(doneTimer.current);
    if (!task.current) setState(null);
  }, []);

  return { state, start, cancel, dismiss };
}
