import { preloadableNamed } from '../../../lib/preloadable';
import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPONENT_DEFAULT_SIZES, type PictureComponent } from '@tessera/contracts';
import { boxCss } from '../boxStyle';
import { baseOf } from '../shared';
import type { CanvasComponentMeta, ComponentViewProps } from '../types';
import { usePanelImage } from './usePanelImage';

// The editor's pane, in a chunk of its own: a dashboard being viewed never needs it.
const PictureOptionsPane = preloadableNamed(() => import('./OptionsPane'), 'PictureOptionsPane');

const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  color: '#8a94a6',
  fontSize: 12,
  textAlign: 'center',
  overflow: 'hidden',
} as const;

/** A stored picture, fitted as chosen; a placeholder with an upload hint until one is chosen. */
export function PictureView({ component, mode }: ComponentViewProps<PictureComponent>) {
  const { t } = useTranslation();
  const { url, fit } = component.propValue;
  const image = usePanelImage(url);
  const box = boxCss(component.style);
  if (!url || image.failed) {
    return (
      <div
        style={{
          ...box,
          ...centred,
          ...(mode === 'edit' ? { background: box.backgroundColor ?? '#f2f4f7' } : {}),
        }}
        data-testid={`canvas-picture-${component.id}`}
      >
        {(mode === 'edit' || image.failed) && (
          <>
            <PictureOutlined style={{ fontSize: 28 }} />
            <span>
              {image.failed ? t('panelView.picture.failed') : t('panelView.picture.empty')}
            </span>
          </>
        )}
      </div>
    );
  }
  return (
    <div style={{ ...box, overflow: 'hidden' }} data-testid={`canvas-picture-${component.id}`}>
      {image.src && (
        <img
          src={image.src}
          alt={component.label}
          draggable={false}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: fit }}
        />
      )}
    </div>
  );
}

export const pictureMeta: CanvasComponentMeta<PictureComponent> = {
  type: 'picture',
  labelKey: 'panelEditor.palette.picture',
  palette: [
    {
      item: 'picture',
      order: 40,
      icon: <PictureOutlined />,
      labelKey: 'panelEditor.palette.picture',
      hintKey: 'panelEditor.palette.hint.picture',
    },
    // Choose a file first, then place the picture (PanelEditor's picture-upload).
    {
      item: 'picture-upload',
      order: 60,
      icon: <CloudUploadOutlined />,
      labelKey: 'panelEditor.palette.picture-upload',
      hintKey: 'panelEditor.palette.hint.picture-upload',
    },
  ],
  defaultSize: COMPONENT_DEFAULT_SIZES.picture,
  drawsAtScreenSize: false,
  styleSections: { text: false, box: true },
  OptionsPane: PictureOptionsPane,
  create: ({ id, left, top }) => ({
    ...baseOf(id, { left, top, ...COMPONENT_DEFAULT_SIZES.picture }),
    component: 'picture',
    propValue: { url: null, fit: 'contain' },
  }),
  View: PictureView,
};
