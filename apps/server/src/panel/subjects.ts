import {
  BUILTIN_SUBJECTS,
  BUILTIN_SUBJECT_PREFIX,
  subjectDetailsSchema,
  type Language,
  type PanelSubject,
  type SubjectDetails,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { siblingNameClash } from '../folders/sibling-names.js';
import type { AccessContext } from '../auth/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { PanelDeps } from './deps.js';
import { newId } from './repository.js';

/** The built-in themes' names in each interface language (their ids never change). */
export const BUILTIN_SUBJECT_NAMES: Record<Language, Record<string, string>> = {
  en: { light: 'Light', dark: 'Dark', ocean: 'Ocean', warm: 'Warm' },
  'zh-CN': { light: '浅色', dark: '深色', ocean: '海洋', warm: '暖色' },
  'zh-TW': { light: '淺色', dark: '深色', ocean: '海洋', warm: '暖色' },
};

const isBuiltin = (id: string) => id.startsWith(BUILTIN_SUBJECT_PREFIX);

/** Themes (issue 9 part 3): the built-in ones, then those an organisation saved. */
export class PanelSubjects {
  constructor(private readonly deps: PanelDeps) {}

  async list(access: AccessContext, language: Language): Promise<PanelSubject[]> {
    const rows = await this.deps.db
      .selectFrom('panel_subjects')
      .select(['id', 'name', 'details'])
      .where('org_id', '=', access.orgId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();
    const builtin = BUILTIN_SUBJECTS.map((s) => ({
      id: s.id,
      name: BUILTIN_SUBJECT_NAMES[language][s.key] ?? s.key,
      builtin: true,
      details: s.details,
    }));
    const saved = rows.flatMap((row) => {
      // Stored details were checked on save; one that no longer fits the contract is left out.
      const details = subjectDetailsSchema.safeParse(JSON.parse(row.details));
      return details.success
        ? [{ id: row.id, name: row.name, builtin: false, details: details.data }]
        : [];
    });
    return [...builtin, ...saved];
  }

  /** Creates a theme, or changes one of the caller's organisation (never a built-in one). */
  async save(
    access: AccessContext,
    input: { id?: string | undefined; name: string; details: SubjectDetails },
  ): Promise<{ id: string }> {
    const { db } = this.deps;
    if (input.id && isBuiltin(input.id)) throw new AppError(400, 'PANEL_SUBJECT_BUILTIN');
    if (input.id && !(await this.find(access, input.id))) throw notFound();
    const key = nameSkeleton(input.name);
    const sharing = await db
      .selectFrom('panel_subjects')
      .select(['id', 'name'])
      .where('org_id', '=', access.orgId)
      .where('name_key', '=', key)
      .execute();
    if (siblingNameClash(sharing, input.name, input.id))
      throw new AppError(400, 'PANEL_SUBJECT_NAME_TAKEN');
    const now = Date.now();
    const details = JSON.stringify(input.details);
    if (input.id) {
      await db
        .updateTable('panel_subjects')
        .set({ name: input.name, name_key: key, details, update_time: now })
        .where('id', '=', input.id)
        .where('org_id', '=', access.orgId)
        .execute();
      return { id: input.id };
    }
    const id = newId();
    await db
      .insertInto('panel_subjects')
      .values({
        id,
        org_id: access.orgId,
        dept_id: access.deptId,
        name: input.name,
        name_key: key,
        details,
        create_by: access.userId,
        create_time: now,
        update_time: now,
      })
      .execute();
    return { id };
  }

  async remove(access: AccessContext, id: string): Promise<void> {
    if (isBuiltin(id)) throw new AppError(400, 'PANEL_SUBJECT_BUILTIN');
    if (!(await this.find(access, id))) throw notFound();
    await this.deps.db
      .deleteFrom('panel_subjects')
      .where('id', '=', id)
      .where('org_id', '=', access.orgId)
      .execute();
  }

  private find(access: AccessContext, id: string) {
    return this.deps.db
      .selectFrom('panel_subjects')
      .select('id')
      .where('id', '=', id)
      .where('org_id', '=', access.orgId)
      .executeTakeFirst();
  }
}
