import { z } from 'zod';
import { idSchema } from '../dataset.js';
import { chartTitleSchema } from '../rules.js';
import { panelDataJsonSchema, panelStyleJsonSchema } from './json-document.js';

// Tree and storage: POST /panel/group/defaultTree, /panel/group/tree, panel/group/save,
// GET panel/group/findOne/{id}, POST /panel/group/deleteCircle/{id} (30 s each).

export type PanelNodeType = 'folder' | 'panel';

/** Contract: nodes {id, name, nodeType: 'folder' | 'panel', children}. */
export interface PanelTreeNode {
  id: string;
  name: string;
  nodeType: PanelNodeType;
  pid: string | null;
  /** Panels: the caller's grant level on it. */
  permission?: 'view' | 'use' | 'export' | 'manage';
  /**
   * Panels: someone else's dashboard the caller reaches through a grant (to them, a role of
   * theirs or their organisation), not through a management capability: "shared with me".
   */
  sharedWithMe?: boolean;
  children: PanelTreeNode[];
}

export const panelTreeQuerySchema = z.strictObject({
  keyword: z.string().max(50).optional(),
});

/** SPEC §5: names are required, at most 50 characters (the chart title rule). */
export const panelNameSchema = chartTitleSchema;

/**
 * `POST panel/group/save`:
 * - no id: create a folder, or a dashboard (with an optional first document);
 * - id, no document: rename / move the folder or dashboard;
 * - id with panelStyle and panelData: save the dashboard's document; `version` is the one the
 *   editor loaded, and a stale one is refused with 409 (nothing changes).
 */
export const panelSaveSchema = z.strictObject({
  id: idSchema.optional(),
  nodeType: z.enum(['folder', 'panel']).default('panel'),
  name: panelNameSchema,
  /** Folder; null at the root. */
  pid: idSchema.nullable().default(null),
  /** Canvas style as JSON text; parsed by the schema. */
  panelStyle: panelStyleJsonSchema.optional(),
  /** Component list as JSON text; parsed by the schema. */
  panelData: panelDataJsonSchema.optional(),
  version: z.number().int().min(1).optional(),
});
export type PanelSave = z.input<typeof panelSaveSchema>;
export type PanelSaveParsed = z.output<typeof panelSaveSchema>;

/** Contract: `GET panel/group/findOne/{id}`. */
export interface PanelDetail {
  id: string;
  name: string;
  pid: string | null;
  version: number;
  /** Canvas style, JSON text. */
  panelStyle: string;
  /** Component list, JSON text. */
  panelData: string;
  /** The caller's grant level on it. */
  permission: 'view' | 'use' | 'export' | 'manage';
  /** The dataset each placed chart reads (chart id → dataset id): widget targets, URL filters. */
  chartDatasets: Record<string, string>;
  createBy: string;
  updateBy: string;
  createTime: number;
  updateTime: number;
}

/** Answer of a create or a save. */
export interface PanelSaved {
  id: string;
  version: number;
}
