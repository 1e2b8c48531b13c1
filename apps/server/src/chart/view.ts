import {
  chartAxisFieldSchema,
  customAttrSchema,
  customStyleSchema,
  type ChartAxisField,
  type ChartSaveParsed,
  type ChartType,
  type ChartView,
  type GrantLevel,
} from '@tessera/contracts';
import { z } from 'zod';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { levelName } from '../auth/level-names.js';
import type { ChartRow } from './repository.js';
import { parentOf, storedParent } from './repository.js';

const wellSchema = z.array(chartAxisFieldSchema);
const topNSchema = z.strictObject({ count: z.number(), others: z.boolean() }).nullable();

/** A stored well, parsed with the contract (a stored row was valid when written). */
const well = (text: string): ChartAxisField[] => wellSchema.parse(JSON.parse(text));

/** The chart as stored, parsed: what the data path and the views work from. */
export interface ChartDefinition {
  id: string;
  title: string;
  datasetId: string;
  type: ChartType;
  xaxis: ChartAxisField[];
  yaxis: ChartAxisField[];
  extBubble: ChartAxisField[];
  drillFields: ChartAxisField[];
  customAttr: ChartView['customAttr'];
  customStyle: ChartView['customStyle'];
  customFilter: string;
  resultCount: number;
  topN: ChartView['topN'];
}

export function definitionOf(row: ChartRow): ChartDefinition {
  return {
    id: row.id,
    title: row.title,
    datasetId: row.dataset_id,
    type: row.type as ChartType,
    xaxis: well(row.xaxis),
    yaxis: well(row.yaxis),
    extBubble: well(row.ext_bubble),
    drillFields: well(row.drill_fields),
    customAttr: customAttrSchema.parse(JSON.parse(row.custom_attr)),
    customStyle: customStyleSchema.parse(JSON.parse(row.custom_style)),
    customFilter: row.custom_filter,
    resultCount: row.result_count,
    topN: topNSchema.parse(row.top_n === null ? null : JSON.parse(row.top_n)),
  };
}

/** An unsaved chart (the editor's preview) as a definition. */
export function definitionOfInput(input: ChartSaveParsed): ChartDefinition {
  return {
    id: input.id ?? '',
    title: input.title,
    datasetId: input.tableId,
    type: input.type,
    xaxis: input.xaxis,
    yaxis: input.yaxis,
    extBubble: input.extBubble,
    drillFields: input.drillFields,
    customAttr: input.customAttr,
    customStyle: input.customStyle,
    customFilter: input.customFilter,
    resultCount: input.resultCount,
    topN: input.topN,
  };
}

export function toChartView(row: ChartRow, level: GrantLevel, tableName: string): ChartView {
  const def = definitionOf(row);
  return {
    id: row.id,
    title: row.title,
    sceneId: parentOf(row.group_id),
    tableId: row.dataset_id,
    tableName,
    type: def.type,
    xaxis: def.xaxis,
    yaxis: def.yaxis,
    extBubble: def.extBubble,
    drillFields: def.drillFields,
    customAttr: def.customAttr,
    customStyle: def.customStyle,
    customFilter: row.custom_filter,
    stylePriority: row.style_priority as ChartView['stylePriority'],
    show: row.show === 1,
    resultCount: row.result_count,
    topN: def.topN,
    version: row.version,
    createTime: Number(row.create_time),
    updateTime: Number(row.update_time),
    permission: levelName(level),
  };
}

/** The stored columns a save writes (everything the editor owns). */
export function storedColumns(input: ChartSaveParsed) {
  return {
    title: input.title,
    name_key: nameSkeleton(input.title),
    group_id: storedParent(input.sceneId),
    dataset_id: input.tableId,
    type: input.type,
    xaxis: JSON.stringify(input.xaxis),
    yaxis: JSON.stringify(input.yaxis),
    ext_bubble: JSON.stringify(input.extBubble),
    drill_fields: JSON.stringify(input.drillFields),
    custom_attr: JSON.stringify(input.customAttr),
    custom_style: JSON.stringify(input.customStyle),
    custom_filter: input.customFilter,
    style_priority: input.stylePriority,
    show: input.show ? 1 : 0,
    result_count: input.resultCount,
    top_n: input.topN === null ? null : JSON.stringify(input.topN),
  };
}
