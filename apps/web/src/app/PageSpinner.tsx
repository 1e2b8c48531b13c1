import { Spin } from 'antd';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'page-spinner page-spinner--full' : 'page-spinner'}>
      <Spin size="large" />
    </div>
  );
}
