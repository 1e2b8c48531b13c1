import {
  MAX_JOINED_DATASETS,
  type DatasetAdd,
  type DatasetField,
  type DatasetMode,
  type DatasetTreeNode,
  type JoinType,
} from '@tessera/contracts';

/** One equality pair as the user builds it; either side may still be empty. */
export interface PairDraft {
  key: number;
  leftFieldId: string | null;
  rightFieldId: string | null;
}

/** One joined dataset as the user builds it. */
export interface JoinDraft {
  key: number;
  datasetId: string | null;
  type: JoinType;
  on: PairDraft[];
}

export const JOIN_TYPES: readonly JoinType[] = ['inner', 'left', 'right', 'full'];
export const MAX_JOINS = MAX_JOINED_DATASETS - 1;

/** Why a dataset cannot be picked here (each with its own SPEC §5 message). */
export type PickProblem = 'self' | 'source' | 'join' | 'taken';

export interface PickContext {
  /** The base dataset (null while none is chosen). */
  baseId: string | null;
  /** The data source of a dataset, once its view is known. */
  sourceOf(datasetId: string): string | undefined;
  /** Datasets already joined elsewhere in this join. */
  taken: ReadonlySet<string>;
}

/**
 * Whether `candidate` may be joined to the base. A join dataset is never joined again; the base
 * is not joined to itself; one dataset is joined once (its field ids would be ambiguous); and
 * every joined dataset shares the base's data source. An unknown source is not refused here:
 * the server checks it again.
 */
export function joinPickProblem(
  candidate: Pick<DatasetTreeNode, 'id' | 'kind'>,
  context: PickContext,
): PickProblem | null {
  if (candidate.id === context.baseId) return 'self';
  if (candidate.kind === 'join') return 'join';
  if (context.taken.has(candidate.id)) return 'taken';
  if (context.baseId === null) return null;
  const base = context.sourceOf(context.baseId);
  const own = context.sourceOf(candidate.id);
  if (base !== undefined && own !== undefined && base !== own) return 'source';
  return null;
}

/** The base may be any dataset but a join. */
export const basePickProblem = (candidate: Pick<DatasetTreeNode, 'kind'>): PickProblem | null =>
  candidate.kind === 'join' ? 'join' : null;

/** The dataset a join hangs from in the diagram: the owner of its first left field, else the base. */
export function parentOf(
  join: JoinDraft,
  fieldOwner: (fieldId: string) => string | undefined,
  baseId: string,
): string {
  const left = join.on.find((pair) => pair.leftFieldId !== null)?.leftFieldId;
  return (left ? fieldOwner(left) : undefined) ?? baseId;
}

export interface DiagramBox {
  datasetId: string;
  depth: number;
  row: number;
}

export interface DiagramLine {
  joinKey: number;
  from: DiagramBox;
  to: DiagramBox;
  type: JoinType;
}

/**
 * Boxes in tree order (each join under the dataset it hangs from), so a connector only runs past
 * its own descendants, which sit further right: lines never cross a box.
 */
export function layoutDiagram(
  baseId: string,
  joins: readonly JoinDraft[],
  fieldOwner: (fieldId: string) => string | undefined,
): { boxes: DiagramBox[]; lines: DiagramLine[] } {
  const picked = joins.filter((join): join is JoinDraft & { datasetId: string } =>
    Boolean(join.datasetId),
  );
  const known = new Set([baseId, ...picked.map((join) => join.datasetId)]);
  const childrenOf = new Map<string, (JoinDraft & { datasetId: string })[]>();
  for (const join of picked) {
    const parent = parentOf(join, fieldOwner, baseId);
    const key = known.has(parent) && parent !== join.datasetId ? parent : baseId;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), join]);
  }
  const boxes: DiagramBox[] = [];
  const lines: DiagramLine[] = [];
  const visit = (datasetId: string, depth: number, seen: Set<string>) => {
    const box = { datasetId, depth, row: boxes.length };
    boxes.push(box);
    for (const join of childrenOf.get(datasetId) ?? []) {
      if (seen.has(join.datasetId)) continue;
      seen.add(join.datasetId);
      const before = boxes.length;
      visit(join.datasetId, depth + 1, seen);
      lines.push({ joinKey: join.key, from: box, to: boxes[before]!, type: join.type });
    }
  };
  visit(baseId, 0, new Set([baseId]));
  // Top to bottom, as the boxes read.
  lines.sort((a, b) => a.to.row - b.to.row);
  return { boxes, lines };
}

export interface JoinDraftState {
  name: string;
  groupId: string | null;
  mode: DatasetMode;
  baseId: string | null;
  joins: JoinDraft[];
}

export type DraftProblem = 'base' | 'dataset' | 'pairs';

/** What still stops saving (the name is the form's rule); null when the draft is complete. */
export function draftProblem(draft: JoinDraftState): DraftProblem | null {
  if (draft.baseId === null) return 'base';
  if (draft.joins.length === 0 || draft.joins.some((join) => join.datasetId === null)) {
    return 'dataset';
  }
  const complete = (pair: PairDraft) => pair.leftFieldId !== null && pair.rightFieldId !== null;
  if (draft.joins.some((join) => !join.on.some(complete))) return 'pairs';
  return null;
}

/** The /dataset/table/add body; half-filled pairs are left out. */
export function toAddBody(draft: JoinDraftState): DatasetAdd {
  return {
    name: draft.name.trim(),
    groupId: draft.groupId,
    mode: draft.mode,
    info: {
      kind: 'join',
      base: draft.baseId ?? '',
      joins: draft.joins.map((join) => ({
        datasetId: join.datasetId ?? '',
        type: join.type,
        on: join.on.flatMap((pair) =>
          pair.leftFieldId && pair.rightFieldId
            ? [{ leftFieldId: pair.leftFieldId, rightFieldId: pair.rightFieldId }]
            : [],
        ),
      })),
    },
  };
}

/** Who owns a field id, over every field list loaded. */
export function ownerIndex(lists: readonly (DatasetField[] | undefined)[]) {
  const owners = new Map<string, string>();
  for (const list of lists) for (const field of list ?? []) owners.set(field.id, field.datasetId);
  return (fieldId: string) => owners.get(fieldId);
}

/**
 * Clears the field choices a change made wrong: a left field must belong to the base or a
 * dataset joined earlier, a right field to its own joined dataset. Run after the base or a
 * joined dataset changes, or a join is removed, so the form never sends a pair the server
 * refuses (DATASET_JOIN_FIELD) or shows a field id in place of a name.
 */
export function pruneFields(
  baseId: string | null,
  joins: readonly JoinDraft[],
  fieldOwner: (fieldId: string) => string | undefined,
): JoinDraft[] {
  const allowed = new Set<string>(baseId ? [baseId] : []);
  return joins.map((join) => {
    const left = new Set(allowed);
    if (join.datasetId) allowed.add(join.datasetId);
    const keep = (fieldId: string | null, owners: Set<string>) =>
      fieldId !== null && owners.has(fieldOwner(fieldId) ?? '') ? fieldId : null;
    const right = new Set(join.datasetId ? [join.datasetId] : []);
    const on = join.on.map((pair) => ({
      ...pair,
      leftFieldId: keep(pair.leftFieldId, left),
      rightFieldId: keep(pair.rightFieldId, right),
    }));
    const same = on.every(
      (pair, i) =>
        pair.leftFieldId === join.on[i]?.leftFieldId &&
        pair.rightFieldId === join.on[i]?.rightFieldId,
    );
    return same ? join : { ...join, on };
  });
}
