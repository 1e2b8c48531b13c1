import { GRANT_LEVELS, type GrantLevel, type GrantLevelName } from '@tessera/contracts';

const LEVEL_NAMES = Object.fromEntries(
  Object.entries(GRANT_LEVELS).map(([name, level]) => [level, name]),
) as Record<GrantLevel, GrantLevelName>;

/** A grant level as the API names it in a view's `permission` ('view' … 'manage'). */
export const levelName = (level: GrantLevel): GrantLevelName => LEVEL_NAMES[level];
