import type { ChartExportFormat } from '@tessera/contracts';
import type { LinkAccess } from '../auth/access.js';

/**
 * What the chart export asks of share links (issue 23 part 5), filled by the link feature:
 * declared here, below both, so neither imports the other's internals.
 */
export interface LinkExports {
  /** Whether the link's owner lets its visitors export, read at each export (it may change). */
  allowed(link: LinkAccess): Promise<boolean>;
  /** The export, recorded as the link's event: which chart, which format, from where. */
  record(
    link: LinkAccess,
    exported: { chartId: string; format: ChartExportFormat; client: string },
  ): Promise<void>;
}

/** No link feature: no visitor exports. */
export const NO_LINK_EXPORTS: LinkExports = {
  allowed: async () => false,
  record: async () => undefined,
};
