import { useEffect, useRef, useState } from 'react';
import type { DashboardExportFormat } from './exportLayout';
import { startExportTask, type ExportProgress, type ExportTask } from './exportTask';
import { ExportProgressPanel } from './ExportProgressPanel';
import { runDashboardExport } from './runDashboardExport';

/** What the progress card shows: the running export, or how it ended. */
export type DashboardExportState =
  | { phase: 'running'; format: DashboardExportFormat; progress: ExportProgress }
  | { phase: 'done'; format: DashboardExportFormat }
  | { phase: 'failed'; format: DashboardExportFormat; message: string };

/** How long "saved" stays on screen after the download began. */
const DONE_SHOWN_MS = 4_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface DashboardExportRunProps {
  format: DashboardExportFormat;
  getRoot: () => HTMLElement | null;
  name: string;
  /** The task ended (done, failed or cancelled): the menu may be offered again. */
  onEnded: () => void;
  /** The card is gone (cancelled, dismissed, or "saved" shown long enough). */
  onClose: () => void;
}

/**
 * One dashboard export, from mount: the task in the background (exportTask.ts) and its
 * progress card. Unmounting cancels a task still running. Loaded with the first export, with
 * the export code and modern-screenshot (jsPDF comes later, for a PDF only).
 */
export default function DashboardExportRun({
  format,
  getRoot,
  name,
  onEnded,
  onClose,
}: DashboardExportRunProps) {
  const [state, setState] = useState<DashboardExportState>({
    phase: 'running',
    format,
    progress: { step: 'charts', percent: 0 },
  });
  const task = useRef<ExportTask | null>(null);
  // The latest callbacks, without restarting the export when a parent re-renders.
  const ends = useRef({ onEnded, onClose });
  useEffect(() => {
    ends.current = { onEnded, onClose };
  });
  // What to export is fixed at mount: a new export is a new mount (the button keys each run).
  const request = useRef({ format, getRoot, name });

  useEffect(() => {
    const { format, getRoot, name } = request.current;
    const root = getRoot();
    if (!root) {
      ends.current.onEnded();
      ends.current.onClose();
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const running = startExportTask(
      (context) => runDashboardExport({ root, name, format }, context),
      (progress) => live && setState({ phase: 'running', format, progress }),
    );
    task.current = running;
    void running.outcome.then((outcome) => {
      if (!live) return;
      ends.current.onEnded();
      if (outcome.kind === 'cancelled') return ends.current.onClose();
      if (outcome.kind === 'failed') {
        return setState({ phase: 'failed', format, message: messageOf(outcome.error) });
      }
      setState({ phase: 'done', format });
      timer = setTimeout(() => ends.current.onClose(), DONE_SHOWN_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      running.cancel();
    };
  }, []);

  return (
    <ExportProgressPanel
      state={state}
      name={name}
      onCancel={() => task.current?.cancel()}
      onDismiss={() => ends.current.onClose()}
    />
  );
}
