import { lazy, Suspense, type ReactNode } from 'react';
import type { DatasetView } from '@tessera/contracts';

// The upload, join and sync parts load with the first use of each, keeping the page chunk small.
const UploadDatasetDrawer = lazy(() =>
  import('./upload').then((m) => ({ default: m.UploadDatasetDrawer })),
);
const JoinDatasetDrawer = lazy(() =>
  import('./join').then((m) => ({ default: m.JoinDatasetDrawer })),
);
const SyncPanel = lazy(() => import('./sync').then((m) => ({ default: m.SyncPanel })));

/** What "New dataset → Upload Excel/CSV" and "→ Join" are given. */
export interface CreateSlotProps {
  /** The folder the user was in; null: the top level. */
  groupId: string | null;
  onClose(): void;
  /** The new dataset: the page selects it and closes the slot. */
  onCreated(view: Pick<DatasetView, 'id'>): void;
}

/** The creator of an upload or a join dataset. */
export function renderCreateSlot(kind: 'upload' | 'join', props: CreateSlotProps): ReactNode {
  const common = {
    open: true,
    groupId: props.groupId,
    onClose: props.onClose,
    onDone: (id: string) => props.onCreated({ id }),
  };
  return (
    <Suspense fallback={null}>
      {kind === 'upload' ? <UploadDatasetDrawer {...common} /> : <JoinDatasetDrawer {...common} />}
    </Suspense>
  );
}

/** What the Sync tab of an extract dataset is given. */
export interface SyncSlotProps {
  dataset: DatasetView;
  /** The caller may run syncs and change the schedule. */
  canEdit: boolean;
}

/** The Sync tab's content: run now, schedule, log (the panel reads the caller's rights). */
export function renderSyncSlot(props: SyncSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <SyncPanel dataset={props.dataset} />
    </Suspense>
  );
}
