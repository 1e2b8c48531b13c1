import type {
  LinkageGatherEntry,
  PanelLinkage,
  PanelLinkageInfo,
  LinkageField,
} from '@tessera/contracts';

/**
 * Linkage over a saved document's canvas style, as pure functions: which targets each source
 * filters, a source's links to given targets, and a source's links replaced. Links whose charts
 * are no longer placed on the dashboard are left out of what is read (a removed chart filters
 * nothing and is filtered by nothing).
 */

const live = (links: readonly PanelLinkage[], placed: ReadonlySet<string>) =>
  links.filter((l) => placed.has(l.sourceViewId) && placed.has(l.targetViewId));

/** Source chart id → its target chart ids, in the order saved. */
export function linkageInfo(
  links: readonly PanelLinkage[],
  placed: ReadonlySet<string>,
): PanelLinkageInfo {
  const info: PanelLinkageInfo = {};
  for (const link of live(links, placed)) {
    const targets = (info[link.sourceViewId] ??= []);
    if (!targets.includes(link.targetViewId)) targets.push(link.targetViewId);
  }
  return info;
}

/** For each asked target: whether the source links to it, and with which fields. */
export function gatherLinks(
  links: readonly PanelLinkage[],
  placed: ReadonlySet<string>,
  sourceViewId: string,
  targetViewIds: readonly string[],
): LinkageGatherEntry[] {
  const fromSource = live(links, placed).filter((l) => l.sourceViewId === sourceViewId);
  return targetViewIds.map((targetViewId) => {
    const link = fromSource.find((l) => l.targetViewId === targetViewId);
    return { targetViewId, linkageActive: link !== undefined, fields: link?.fields ?? [] };
  });
}

/** The links with the source's own replaced by `targets` (the others kept, in their order). */
export function replaceSourceLinks(
  links: readonly PanelLinkage[],
  sourceViewId: string,
  targets: readonly { targetViewId: string; fields: LinkageField[] }[],
): PanelLinkage[] {
  return [
    ...links.filter((l) => l.sourceViewId !== sourceViewId),
    ...targets.map((t) => ({ sourceViewId, targetViewId: t.targetViewId, fields: t.fields })),
  ];
}
