import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** What the server remembers of a staged upload, beside the file itself. */
export interface StagedUpload {
  uploadId: string;
  orgId: number;
  userId: number;
  /** The user's file name, for display only: never part of a path (SECURITY D4). */
  fileName: string;
  createdAt: number;
  /** The columns the file was inspected to have: their inferred storage types are kept. */
  columns?: { name: string; deType: number; warehouseType: string }[];
}

/** The staging folder's name inside the data folder. */
export const UPLOADS_FOLDER = 'uploads';

/** A staged file is kept this long for its import, then swept. */
export const STAGED_LIFETIME_MS = 60 * 60_000;
const ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The upload staging folder (`<data>/uploads`, 0700 like the rest of the data folder): files
 * arrive streamed to disk under server-generated names, so a name like `../../x` or one holding
 * NUL never reaches the file system (SECURITY D4), and nothing is held whole in memory.
 */
export class UploadStaging {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Streams `file` to a new staged file; resolves with its id, or rejects leaving nothing. */
  async receive(file: Readable, owner: Omit<StagedUpload, 'uploadId' | 'createdAt'>) {
    const uploadId = crypto.randomBytes(24).toString('base64url');
    const target = this.filePath(uploadId);
    try {
      await pipeline(file, fs.createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      // A size limit hit mid-stream truncates the file and says so on the stream.
      if ((file as Readable & { truncated?: boolean }).truncated) throw new UploadTooLarge();
      const meta: StagedUpload = { uploadId, createdAt: Date.now(), ...owner };
      fs.writeFileSync(this.metaPath(uploadId), JSON.stringify(meta), { mode: 0o600 });
      return meta;
    } catch (error) {
      this.discard(uploadId);
      throw error;
    }
  }

  /** The staged upload if it exists, is fresh and belongs to this user of this organisation. */
  find(uploadId: string, orgId: number, userId: number): StagedUpload | null {
    if (!ID.test(uploadId)) return null;
    try {
      const meta = JSON.parse(fs.readFileSync(this.metaPath(uploadId), 'utf8')) as StagedUpload;
      const fresh = Date.now() - meta.createdAt < STAGED_LIFETIME_MS;
      return fresh && meta.orgId === orgId && meta.userId === userId ? meta : null;
    } catch {
      return null;
    }
  }

  /** Remembers what inspecting the file found, for its import. */
  remember(meta: StagedUpload): void {
    fs.writeFileSync(this.metaPath(meta.uploadId), JSON.stringify(meta), { mode: 0o600 });
  }

  filePath(uploadId: string): string {
    return path.join(this.dir, `${uploadId}.data`);
  }

  discard(uploadId: string): void {
    fs.rmSync(this.filePath(uploadId), { force: true });
    fs.rmSync(this.metaPath(uploadId), { force: true });
  }

  /** Removes staged files past their lifetime (and leftovers of interrupted uploads). */
  sweep(now = Date.now()): void {
    for (const name of fs.readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      try {
        if (now - fs.statSync(file).mtimeMs > STAGED_LIFETIME_MS) fs.rmSync(file, { force: true });
      } catch {
        // Gone already.
      }
    }
  }

  private metaPath(uploadId: string): string {
    return path.join(this.dir, `${uploadId}.json`);
  }
}

export class UploadTooLarge extends Error {
  constructor() {
    super('upload too large');
    this.name = 'UploadTooLarge';
  }
}
