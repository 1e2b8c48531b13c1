import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { ExpressionEditorProps } from './types';

// CodeMirror is its own chunk (shared with the SQL editor), fetched when the dialog opens.
const ExpressionEditor = lazy(() => import('./ExpressionEditor'));

export function LazyExpressionEditor(props: ExpressionEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="dataset-calc__loading">
          <Spin />
        </div>
      }
    >
      <ExpressionEditor {...props} />
    </Suspense>
  );
}
