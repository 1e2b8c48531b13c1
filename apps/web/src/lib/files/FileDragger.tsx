import type { ReactNode } from 'react';
import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

export interface FileDraggerProps {
  /** The extensions offered by the file picker (`.csv,.xlsx`). */
  accept: string;
  disabled: boolean;
  onPick(file: File): void;
  title: ReactNode;
  hint?: ReactNode;
  testId: string;
}

/**
 * Pick or drop one file. The file is sent by the caller's own call (progress, cancel, its own
 * messages): antd only hands it over and keeps no list.
 */
export function FileDragger({ accept, disabled, onPick, title, hint, testId }: FileDraggerProps) {
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{title}</p>
      {hint !== undefined && <p className="ant-upload-hint">{hint}</p>}
    </Upload.Dragger>
  );
}
