import { FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';

/** A folder's icon: open while it is expanded. */
export const FolderIcon = ({ open }: { open: boolean }) =>
  open ? <FolderOpenOutlined /> : <FolderOutlined />;
