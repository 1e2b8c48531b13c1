import { useMemo } from 'react';
import type { DatasetField, DatasetTreeNode } from '@tessera/contracts';
import { flattenTree, useDatasetTree, useFieldsOf, useViewsOf } from '../upload/datasetQueries';
import { ownerIndex } from './joinModel';

/**
 * What the join editor reads from the server: the tree, each dataset's data source (the tree
 * does not carry it, so each dataset's view is asked for, cached a minute) and the fields of
 * the datasets in the join.
 */
export function useJoinSources(inJoin: string[]) {
  const tree = useDatasetTree();
  const datasets = useMemo(
    () => flattenTree(tree.data ?? []).filter((node) => node.nodeType === 'dataset'),
    [tree.data],
  );
  const views = useViewsOf(datasets.map((node) => node.id));
  const fieldQueries = useFieldsOf(inJoin);

  const sources = new Map<string, string>();
  views.forEach((view) => {
    if (view.data) sources.set(view.data.id, view.data.datasourceId);
  });
  const nodes = new Map<string, DatasetTreeNode>(datasets.map((node) => [node.id, node]));
  const fields = new Map<string, DatasetField[]>();
  fieldQueries.forEach((query, index) => {
    const id = inJoin[index];
    if (id && query.data) fields.set(id, query.data);
  });
  return {
    tree: tree.data ?? [],
    treeLoading: tree.isPending,
    sourceOf: (id: string) => sources.get(id),
    nodeOf: (id: string) => nodes.get(id),
    nameOf: (id: string) => nodes.get(id)?.name ?? id,
    fieldsOf: (id: string) => fields.get(id) ?? [],
    fieldsLoading: fieldQueries.some((query) => query.isPending),
    fieldOwner: ownerIndex(fieldQueries.map((query) => query.data)),
  };
}
