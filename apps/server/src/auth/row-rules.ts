import type { FilterNode } from '@tessera/contracts';
import type { DatasetRow } from '../dataset/repository.js';
import type { Principal } from './access.js';

/**
 * Row-level permission (SECURITY B3): the filter a principal is held to on a dataset, or
 * undefined for none. The engine ANDs it around everything a data call asks (chart filters,
 * linkage, drill, a widget's field values), so an OR in those can never widen it. No rule
 * storage exists yet: the default gives none; tests and the future row-permission issue install
 * a provider.
 */
export interface RowRules {
  ruleFor(
    principal: Principal,
    dataset: DatasetRow,
  ): Promise<FilterNode | undefined> | FilterNode | undefined;
}

export const NO_ROW_RULES: RowRules = { ruleFor: () => undefined };
