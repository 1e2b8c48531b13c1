import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type AreaEntity, type Language } from '@tessera/contracts';
import { areaTree } from '../../api/map';

/** The area tree changes only with a release: one read per session. */
export const areaTreeKey = ['map', 'areaTree'] as const;

interface AreaNode {
  value: string;
  title: string;
  children: AreaNode[];
}

const toNode = (area: AreaEntity, language: Language): AreaNode => ({
  value: area.code,
  title: area.names?.[language] ?? area.name,
  children: area.children.map((child) => toNode(child, language)),
});

export interface AreaPickerProps {
  /** customAttr.areaCode; China when unset (SPEC §9 default). */
  value?: string;
  onChange: (areaCode: string) => void;
  id?: string;
}

/**
 * The map's area (customAttr.areaCode) for the editor's style panel: the server's area tree
 * (world → China → provinces), named in the reader's language, searchable by name.
 */
export function AreaPicker({ value, onChange, id }: AreaPickerProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const areas = useQuery({
    queryKey: areaTreeKey,
    queryFn: ({ signal }) => areaTree(signal),
    staleTime: Infinity,
  });
  const treeData = useMemo(
    () => (areas.data ? [toNode(areas.data, language)] : []),
    [areas.data, language],
  );
  return (
    <TreeSelect
      id={id}
      aria-label={t('map.picker.label')}
      style={{ width: '100%' }}
      value={areas.data ? (value ?? '100000') : undefined}
      treeData={treeData}
      treeDefaultExpandedKeys={['world', '100000']}
      showSearch
      treeNodeFilterProp="title"
      placeholder={areas.isError ? t('map.picker.failed') : t('map.picker.placeholder')}
      status={areas.isError ? 'error' : undefined}
      loading={areas.isLoading}
      notFoundContent={t('map.picker.empty')}
      onChange={(code: string) => onChange(code)}
    />
  );
}
