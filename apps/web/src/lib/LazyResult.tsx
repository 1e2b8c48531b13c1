import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

const Result = lazy(() => import('antd/es/result'));

/**
 * antd's Result in a chunk of its own: its three illustrations (404, 403, 500) weigh about
 * 10 KiB gzip, and the screens a dashboard opens through (the sign-in gate, the preview, the
 * document) show it only when something went wrong.
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
