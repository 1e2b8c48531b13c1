import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { FieldTimeOutlined, FontSizeOutlined, NumberOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deTypeColour, deTypeLabelKey, type DeType } from './deType';
import './deType.css';

const DE_TYPE_ICONS: Record<DeType, ReactNode> = {
  0: <FontSizeOutlined />,
  1: <FieldTimeOutlined />,
  2: <NumberOutlined />,
};

/** Localised, coloured tag of a column's deType (text / time / number). */
export function DeTypeTag({ deType }: { deType: number }) {
  const { t } = useTranslation();
  const code = (deType in DE_TYPE_ICONS ? deType : 0) as DeType;
  return (
    <Tag
      color={deTypeColour(code)}
      icon={DE_TYPE_ICONS[code]}
      className="ds-detype"
      data-detype={code}
    >
      {t(deTypeLabelKey(code))}
    </Tag>
  );
}
