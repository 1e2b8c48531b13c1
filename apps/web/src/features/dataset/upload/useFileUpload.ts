import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPreview } from '@tessera/contracts';
import { uploadDatasetFile } from '../../../api/datasetUpload';
import { failureText } from './failureText';
import { uploadFileProblem, type FileProblem } from './uploadRules';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'refused'; fileName: string; problem: FileProblem }
  | { phase: 'uploading'; fileName: string; size: number; sent: number }
  | { phase: 'failed'; fileName: string; message: string }
  | { phase: 'done'; preview: UploadPreview };

/**
 * One file's trip to the server: refused before sending when its type or size is wrong, then
 * sent with its progress, then the server's preview. Unmounting or picking another file cancels
 * the running upload.
 */
export function useFileUpload() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    (file: File) => {
      cancel();
      const problem = uploadFileProblem(file);
      if (problem) {
        setState({ phase: 'refused', fileName: file.name, problem });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      const base = { fileName: file.name, size: file.size };
      setState({ phase: 'uploading', ...base, sent: 0 });
      uploadDatasetFile(
        file,
        (sent) => {
          if (!controller.signal.aborted) setState({ phase: 'uploading', ...base, sent });
        },
        controller.signal,
      ).then(
        (preview) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setState({ phase: 'done', preview });
        },
        (error: unknown) => {
          const message = failureText(error);
          if (controller.signal.aborted || message === null) return;
          running.current = null;
          setState({ phase: 'failed', fileName: file.name, message });
        },
      );
    },
    [cancel],
  );

  const reset = useCallback(() => {
    cancel();
    setState({ phase: 'idle' });
  }, [cancel]);

  return { state, start, reset };
}
