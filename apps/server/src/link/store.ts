import type { Db } from '../db/database.js';
import type { PanelLinkTable } from '../db/schema.js';

export type LinkRow = PanelLinkTable;

/** What happened to a link (issue 23 part 6). */
export type LinkEventKind =
  | 'made'
  | 'switched_on'
  | 'switched_off'
  | 'pwd_on'
  | 'pwd_off'
  | 'pwd_reset'
  | 'expiry_set'
  | 'pwd_failed'
  | 'locked'
  | 'export_on'
  | 'export_off'
  | 'exported';

export const findLinkOfPanel = (db: Db, resourceId: string, orgId: number) =>
  db
    .selectFrom('panel_links')
    .selectAll()
    .where('resource_id', '=', resourceId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();

/** A link by its id, only while its dashboard exists. */
export const findLink = (db: Db, id: string) =>
  db
    .selectFrom('panel_links')
    .innerJoin('panels', 'panels.id', 'panel_links.resource_id')
    .selectAll('panel_links')
    .where('panel_links.id', '=', id)
    .executeTakeFirst();

export async function recordLinkEvent(
  db: Db,
  link: Pick<LinkRow, 'id' | 'org_id'>,
  kind: LinkEventKind,
  by: { userId?: number | undefined; client?: string | undefined },
  /** What the event was about (an export: the chart and the format), stored as JSON. */
  detail?: Record<string, string>,
): Promise<void> {
  await db
    .insertInto('panel_link_events')
    .values({
      link_id: link.id,
      org_id: link.org_id,
      kind,
      user_id: by.userId ?? null,
      client: by.client ?? null,
      time: Date.now(),
      detail: detail ? JSON.stringify(detail) : null,
    })
    .execute();
}

/** Wrong PINs since the PIN was last set (or the link made). */
export async function failedSinceReset(db: Db, linkId: string): Promise<number> {
  const lastSet = await db
    .selectFrom('panel_link_events')
    .select((eb) => eb.fn.max('time').as('time'))
    .where('link_id', '=', linkId)
    .where('kind', 'in', ['made', 'pwd_reset'])
    .executeTakeFirst();
  const counted = await db
    .selectFrom('panel_link_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', linkId)
    .where('kind', '=', 'pwd_failed')
    .where('time', '>=', Number(lastSet?.time ?? 0))
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}
