import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelView } from '../view/PanelView';
import { useEditor } from './editorStore';

/** Ctrl+P: the dashboard as it stands (saved or not), as viewers will see it; Esc closes. */
export function PreviewOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.editor.doc);
  useEffect(() => {
    const key = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onClose]);
  // Rendered in place (fixed over the window), not portalled: it keeps the app's fonts and theme.
  return (
    <div className="panel-preview-overlay" data-testid="editor-preview-overlay">
      <Button
        className="panel-preview-overlay__close"
        icon={<CloseOutlined />}
        onClick={onClose}
        data-testid="editor-preview-close"
      >
        {t('panelEditor.closePreview')}
      </Button>
      <PanelView canvasStyle={doc.canvasStyle} components={doc.components} />
    </div>
  );
}
