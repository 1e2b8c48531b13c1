import { z } from 'zod';

// Version history: POST /panel/version/list/{id}, GET /panel/version/findOne/{id}/{version},
// POST /panel/version/restore/{id}.

export interface PanelVersionEntry {
  version: number;
  name: string;
  /** Who saved it (nick name). */
  updateBy: string;
  updateTime: number;
  /** Number of components, for the list. */
  components: number;
  current: boolean;
  /** The version this one brought back, when a restore made it (else null). */
  restoredFrom: number | null;
}

export const panelRestoreSchema = z.strictObject({
  /** The version to bring back. */
  version: z.number().int().min(1),
  /** The current version as the caller knows it; a stale one is a conflict. */
  currentVersion: z.number().int().min(1),
});
export type PanelRestore = z.input<typeof panelRestoreSchema>;
