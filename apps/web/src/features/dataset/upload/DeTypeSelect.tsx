import { Select } from 'antd';
import { DE_TYPE_CODES, type DeType } from '@tessera/contracts';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';

export interface DeTypeSelectProps {
  value: DeType;
  onChange(value: DeType): void;
  'data-testid'?: string;
}

/** text / time / number, each shown as its coloured tag. */
export function DeTypeSelect({ value, onChange, ...rest }: DeTypeSelectProps) {
  return (
    <Select<DeType>
      value={value}
      onChange={onChange}
      className="dsu-detype"
      popupMatchSelectWidth={false}
      options={DE_TYPE_CODES.map((code) => ({ value: code, label: <DeTypeTag deType={code} /> }))}
      data-testid={rest['data-testid']}
    />
  );
}
