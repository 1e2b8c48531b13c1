import type { ReactNode } from 'react';
import type { DatasetView } from '@tessera/contracts';

/**
 * HOOK POINTS for the parts another engineer builds (features/dataset/upload, join, sync). The
 * page calls these and renders what they return; until they are wired they render nothing.
 * The integrator replaces each `return null` with the component, e.g.
 *   `return <UploadDataset {...props} />;` (lazily imported to keep this page's chunk small).
 */

/** What "New dataset → Upload Excel/CSV" and "→ Join" are given. */
export interface CreateSlotProps {
  /** The folder the user was in; null: the top level. */
  groupId: string | null;
  onClose(): void;
  /** The new dataset: the page selects it and closes the slot. */
  onCreated(view: DatasetView): void;
}

/** The creator of an upload or a join dataset. */
export function renderCreateSlot(kind: 'upload' | 'join', props: CreateSlotProps): ReactNode {
  void kind;
  void props;
  return null;
}

/** What the Sync tab of an extract dataset is given. */
export interface SyncSlotProps {
  dataset: DatasetView;
  /** The caller may run syncs and change the schedule. */
  canEdit: boolean;
}

/** The Sync tab's content (SyncPanel: run now, schedule, log). */
export function renderSyncSlot(props: SyncSlotProps): ReactNode {
  void props;
  return null;
}
