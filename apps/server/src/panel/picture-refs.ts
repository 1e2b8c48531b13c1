import { walkComponents, type CanvasComponent, type CanvasStyle } from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { findDocument } from './repository.js';

/**
 * The stored pictures (`/panel/image/<id>`) a document shows: its picture components (group
 * children included) and the canvas background.
 */
export function pictureUrlsOf(
  style: Pick<CanvasStyle, 'panel'>,
  list: readonly CanvasComponent[],
): Set<string> {
  const urls = new Set<string>();
  if (style.panel.imageUrl) urls.add(style.panel.imageUrl);
  for (const { component } of walkComponents(list))
    if (component.component === 'picture' && component.propValue.url)
      urls.add(component.propValue.url);
  return urls;
}

/**
 * Whether the current saved document of a dashboard (already found in its organisation) shows
 * the picture: what a share link's visitor may fetch of the pictures (SECURITY B5).
 */
export async function documentShowsPicture(db: Db, panelId: string, url: string): Promise<boolean> {
  const doc = await findDocument(db, panelId);
  if (!doc) return false;
  const style = JSON.parse(doc.panel_style) as Pick<CanvasStyle, 'panel'>;
  return pictureUrlsOf(style, JSON.parse(doc.panel_data) as CanvasComponent[]).has(url);
}
