import { GRANT_LEVELS, walkComponents, type CanvasComponent } from '@tessera/contracts';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import type { WidgetFieldReach } from '../dataset/field-values.js';
import { findDocument, findPanel } from './repository.js';

/** The fields the filter widgets of a document list (group children included). */
export function widgetFieldIdsOf(list: readonly CanvasComponent[]): Set<string> {
  const ids = new Set<string>();
  for (const { component } of walkComponents(list))
    if (component.component === 'filter' && component.options.attrs.fieldId)
      ids.add(component.options.attrs.fieldId);
  return ids;
}

/**
 * The dataset feature's seam for filter widgets: a caller with 'view' on a dashboard of their
 * organisation may list the values of the fields its current saved document's widgets show,
 * without any grant on their datasets (the dashboard was shared with them; its widgets work).
 * A share link's visitor may, for the link's own dashboard (whose creator, checked with the
 * token, still sees it).
 */
export function widgetFieldReach(db: Db, resources: ResourceAccess): WidgetFieldReach {
  return async (caller, panelId, fieldIds) => {
    const none = new Set<string>();
    const panel = await findPanel(db, panelId, caller.orgId);
    if (!panel) return none;
    if (caller.kind === 'link') {
      if (panel.id !== caller.panelId) return none;
    } else {
      const level = (await resources.levels(caller, 'panel', [panel.id])).get(panel.id) ?? 0;
      if (level < GRANT_LEVELS.view) return none;
    }
    const doc = await findDocument(db, panel.id);
    if (!doc) return none;
    const listed = widgetFieldIdsOf(JSON.parse(doc.panel_data) as CanvasComponent[]);
    return new Set(fieldIds.filter((id) => listed.has(id)));
  };
}
