import {
  readImportRow,
  userCreateSchema,
  type ImportRowValues,
  type Language,
  type UserCreate,
  type UserImportReply,
  type UserImportRowReport,
} from '@tessera/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { localiseError } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import type { UserAdminService } from './admin-service.js';
import type { ImportFile } from './import-file.js';
import { ImportLookup } from './import-lookup.js';

/** The fields a row states itself, checked before its organisation and roles are looked up. */
const ownFieldsSchema = userCreateSchema.omit({ deptId: true, roleIds: true });

/**
 * Importing users (issue 21 part 2): every row goes through the same schema and the same
 * `UserAdminService.create` as POST /api/user/create, so it is refused for the same reasons in
 * the same words, and a refused row writes nothing (create checks before its transaction). Rows
 * are independent: one failing stops none of the others. An existing user is skipped, not
 * failed, so importing the same file twice adds only the new rows.
 */
export class UserImport {
  constructor(
    private readonly db: Db,
    private readonly users: UserAdminService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(access: UserAccess, file: ImportFile, language: Language): Promise<UserImportReply> {
    const lookup = await ImportLookup.load(this.db, access);
    /** Usernames met so far (any case, as create compares them) → the row that had it first. */
    const firstRow = new Map<string, number>();
    const rows: UserImportRowReport[] = [];
    for (const { row, cells } of file.rows) {
      const values = readImportRow(file.header, cells);
      const username = values.username || undefined;
      const key = values.username.toLowerCase();
      const earlier = firstRow.get(key);
      if (key !== '' && earlier === undefined) firstRow.set(key, row);
      try {
        if (earlier !== undefined)
          throw new AppError(409, 'USER_IMPORT_DUPLICATE', undefined, { row: earlier });
        const created = await this.users.create(access, toCreate(values, lookup));
        rows.push({ row, username, status: 'created', ...passwordOf(created) });
      } catch (error) {
        rows.push({ row, username, ...this.refusal(error, language) });
      }
    }
    return { created: rows.filter((r) => r.status === 'created').length, rows };
  }

  private refusal(
    error: unknown,
    language: Language,
  ): Pick<UserImportRowReport, 'status' | 'error'> {
    if (!(error instanceof AppError)) {
      // Not the row's fault (the store went away): the row says so, the log keeps the cause.
      this.log.error({ err: error }, 'user import row failed');
      return {
        status: 'failed',
        error: localiseError(new AppError(500, 'INTERNAL_ERROR'), language),
      };
    }
    const exists = error.code === 'USER_NAME_TAKEN' || error.code === 'USER_IMPORT_DUPLICATE';
    return { status: exists ? 'skipped' : 'failed', error: localiseError(error, language) };
  }
}

const passwordOf = (created: { password?: string }) =>
  created.password === undefined ? {} : { password: created.password };

/**
 * A row as the body of a single create. The row's own fields are judged first, so a bad username
 * is named before an unknown organisation; then the whole body is parsed as create parses it.
 */
function toCreate(values: ImportRowValues, lookup: ImportLookup): UserCreate {
  const own = {
    username: values.username,
    nickName: values.nickName,
    email: values.email,
    phone: values.phone,
    enabled: values.enabled ?? true,
    ...(values.password === '' ? {} : { password: values.password }),
    attributes: values.attributes,
  };
  parseInput(ownFieldsSchema, own);
  if (values.enabled === null) throw new AppError(400, 'USER_IMPORT_ENABLED_INVALID');
  const deptId = lookup.deptId(values.dept);
  const roleIds = lookup.roleIds(values.roles);
  return parseInput(userCreateSchema, { ...own, deptId, roleIds });
}
