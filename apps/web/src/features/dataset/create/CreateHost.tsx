import type { DatasetKind, DatasetView } from '@tessera/contracts';
import { renderCreateSlot } from '../slots';
import { SqlDatasetDrawer } from '../sql/SqlDatasetDrawer';
import { TableDatasetDrawer } from './TableDatasetDrawer';

/** What is being created (a kind, into a folder) or a SQL dataset being edited. */
export type Creating =
  { kind: DatasetKind; groupId: string | null } | { kind: 'editSql'; dataset: DatasetView } | null;

export interface CreateHostProps {
  creating: Creating;
  onClose(): void;
  onCreated(view: Pick<DatasetView, 'id'>): void;
}

/** Opens the creator of the chosen kind; upload and join come through the slots. */
export function CreateHost({ creating, onClose, onCreated }: CreateHostProps) {
  if (!creating) return null;
  switch (creating.kind) {
    case 'table':
      return (
        <TableDatasetDrawer groupId={creating.groupId} onClose={onClose} onCreated={onCreated} />
      );
    case 'sql':
      return (
        <SqlDatasetDrawer
          groupId={creating.groupId}
          editing={null}
          onClose={onClose}
          onSaved={onCreated}
        />
      );
    case 'editSql':
      return (
        <SqlDatasetDrawer
          groupId={creating.dataset.groupId}
          editing={creating.dataset}
          onClose={onClose}
          onSaved={onCreated}
        />
      );
    case 'upload':
    case 'join':
      return renderCreateSlot(creating.kind, { groupId: creating.groupId, onClose, onCreated });
  }
}
