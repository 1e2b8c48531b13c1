import { useEffect, useRef, useState } from 'react';
import axios from 'axios';
import type { SqlPreview } from '@tessera/contracts';
import { sqlPreview } from '../../../api/dataset';
import { describeError } from '../../../lib/errors';

export type RunState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; preview: SqlPreview }
  | { status: 'failed'; message: string };

/**
 * Runs the editor's SELECT (/dataset/table/sqlPreview). A new run cancels the one before, and
 * closing the drawer cancels what is running; a refusal becomes the message under the editor.
 */
export function useSqlRun() {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = (dataSourceId: string, sql: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running' });
    sqlPreview({ dataSourceId, sql }, controller.signal).then(
      (preview) => {
        if (!controller.signal.aborted) setState({ status: 'done', preview });
      },
      (error: unknown) => {
        if (axios.isCancel(error) || controller.signal.aborted) return;
        setState({ status: 'failed', message: describeError(error) ?? '' });
      },
    );
  };

  return { state, run, reset: () => setState({ status: 'idle' }) };
}
