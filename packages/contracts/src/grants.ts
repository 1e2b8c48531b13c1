/**
 * Object-level permission levels (SPEC §6, DESIGN §5): each level includes those below it.
 * view < use < export < manage.
 */
export const GRANT_LEVELS = { view: 1, use: 2, export: 3, manage: 4 } as const;
export type GrantLevelName = keyof typeof GRANT_LEVELS;
export type GrantLevel = (typeof GRANT_LEVELS)[GrantLevelName];

/** Resources that carry grants. */
export const RESOURCE_TYPES = ['datasource', 'dataset', 'chart', 'panel', 'menu'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Who a grant is given to. */
export const GRANT_TARGETS = ['user', 'role', 'org'] as const;
export type GrantTarget = (typeof GRANT_TARGETS)[number];
