import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

/** One component that fails to draw shows so in its own box; the rest of the canvas draws. */
export class ComponentBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ComponentFailed /> : this.props.children;
  }
}

function ComponentFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="canvas-item__failed">
      {t('panelView.component.failed')}
    </div>
  );
}
