import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { FieldTimeOutlined, FontSizeOutlined, NumberOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deTypeColour, deTypeLabelKey } from './deType';
import './deType.css';

const ICONS: Record<number, ReactNode> = {
  0: <FontSizeOutlined />,
  1: <FieldTimeOutlined />,
  2: <NumberOutlined />,
};

/** The small coloured icon of a deType (text / time / number), named for screen readers. */
export function DeTypeIcon({ deType }: { deType: number }) {
  const { t } = useTranslation();
  const label = t(deTypeLabelKey(deType));
  return (
    <Tooltip title={label}>
      <span
        className={`dataset-detype dataset-detype--${deTypeColour(deType)}`}
        role="img"
        aria-label={label}
        data-detype={deType in ICONS ? deType : 0}
      >
        {ICONS[deType] ?? ICONS[0]}
      </span>
    </Tooltip>
  );
}
