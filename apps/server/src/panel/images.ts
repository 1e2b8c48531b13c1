import crypto from 'node:crypto';
import { panelImageUrl, type PanelImageUploaded } from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { pictureKind } from './picture-kind.js';

/** What a picture's address may hold: exactly the ids this server makes (SECURITY D4). */
export const PANEL_IMAGE_ID = /^[0-9a-f]{32}$/;

/**
 * Uploaded pictures (issue 9 part 4), kept in the metadata store beside the dashboards that
 * show them: the id is made here from 16 random bytes (the client's file name is never used,
 * SECURITY D4) and the kind is what the bytes are (SECURITY D5).
 */
export class PanelImages {
  constructor(private readonly db: Db) {}

  async store(access: AccessContext, bytes: Buffer): Promise<PanelImageUploaded> {
    const kind = pictureKind(bytes);
    if (!kind) throw new AppError(400, 'PANEL_IMAGE_TYPE');
    const id = crypto.randomBytes(16).toString('hex');
    await this.db
      .insertInto('panel_images')
      .values({
        id,
        org_id: access.orgId,
        dept_id: access.deptId,
        mime: kind.mime,
        bytes,
        size: bytes.length,
        width: kind.width,
        height: kind.height,
        create_by: access.userId,
        create_time: Date.now(),
      })
      .execute();
    return { id, url: panelImageUrl(id), size: bytes.length, ...kind };
  }

  /** A picture of the caller's organisation; anything else does not exist (SECURITY B1). */
  find(orgId: number, id: string) {
    if (!PANEL_IMAGE_ID.test(id)) return Promise.resolve(undefined);
    return this.db
      .selectFrom('panel_images')
      .select(['id', 'mime', 'bytes'])
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
  }
}
