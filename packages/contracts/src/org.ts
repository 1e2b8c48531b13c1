import { z } from 'zod';
import { orgNameSchema } from './rules.js';

/**
 * Organisations (SPEC §2 system/dept, §5 organisation name). A top-level organisation (pid 0)
 * is a tenant: nothing crosses between two of them (SECURITY B1). Its sub-organisations are
 * departments; users belong to one, and grants may name one.
 */
export interface DeptNode {
  id: number;
  /** 0 for a tenant. */
  pid: number;
  name: string;
  /** Users directly in this organisation (not in its sub-organisations). */
  userCount: number;
  createTime: number;
  children: DeptNode[];
}

const deptId = z.number().int().positive().max(2_147_483_647);

/** POST /api/dept/create → {id}. pid 0 makes a tenant (system administrators only). */
export const deptCreateSchema = z.strictObject({
  name: orgNameSchema,
  pid: z.number().int().min(0).max(2_147_483_647),
});
export type DeptCreate = z.infer<typeof deptCreateSchema>;

/** POST /api/dept/update: rename and/or move; a parent cannot move under its own child (SPEC §5). */
export const deptUpdateSchema = z.strictObject({
  id: deptId,
  name: orgNameSchema,
  pid: z.number().int().min(0).max(2_147_483_647),
});
export type DeptUpdate = z.infer<typeof deptUpdateSchema>;

/** /api/dept/delete/{id}, /api/user/delete/{id}, /api/role/delete/{id} … */
export const numericIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export interface CreatedId {
  id: number;
}
