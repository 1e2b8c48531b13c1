import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { SqlEditorProps } from './editorTypes';

// CodeMirror is its own chunk, fetched the first time a SQL editor opens.
const SqlEditor = lazy(() => import('./SqlEditor'));

export function LazySqlEditor(props: SqlEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="dataset-sql__loading">
          <Spin />
        </div>
      }
    >
      <SqlEditor {...props} />
    </Suspense>
  );
}
