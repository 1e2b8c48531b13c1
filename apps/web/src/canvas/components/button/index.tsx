import { preloadableNamed } from '../../../lib/preloadable';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPONENT_DEFAULT_SIZES, type ButtonComponent } from '@tessera/contracts';
import { boxCss } from '../boxStyle';
import { baseOf } from '../shared';
import type { CanvasComponentMeta, ComponentViewProps } from '../types';
import { openLink } from './openLink';

// The editor's pane, in a chunk of its own: a dashboard being viewed never needs it.
const ButtonOptionsPane = preloadableNamed(() => import('./OptionsPane'), 'ButtonOptionsPane');

/**
 * A button showing its label (plain text). In the preview a click opens its link; while
 * editing a click only selects it (the editor's handles), so it does nothing here.
 */
export function ButtonView({ component, mode }: ComponentViewProps<ButtonComponent>) {
  const { t } = useTranslation();
  const { text, link, newTab } = component.propValue;
  return (
    <button
      type="button"
      className="canvas-button"
      style={{
        ...boxCss(component.style),
        cursor: mode === 'preview' && link ? 'pointer' : 'default',
      }}
      data-testid={`canvas-button-${component.id}`}
      tabIndex={mode === 'preview' ? 0 : -1}
      onClick={mode === 'preview' ? () => openLink(link, newTab) : undefined}
    >
      {text || t('panelView.button.placeholder')}
    </button>
  );
}

export const buttonMeta: CanvasComponentMeta<ButtonComponent> = {
  type: 'button',
  labelKey: 'panelEditor.palette.button',
  palette: [
    {
      item: 'button',
      order: 30,
      icon: <AppstoreOutlined />,
      labelKey: 'panelEditor.palette.button',
      hintKey: 'panelEditor.palette.hint.button',
    },
  ],
  defaultSize: COMPONENT_DEFAULT_SIZES.button,
  drawsAtScreenSize: false,
  styleSections: { text: true, box: true },
  OptionsPane: ButtonOptionsPane,
  create: ({ id, left, top }) => ({
    ...baseOf(id, {
      left,
      top,
      ...COMPONENT_DEFAULT_SIZES.button,
      fontSize: 14,
      fontWeight: 400,
      textAlign: 'center',
      color: '#ffffff',
      backgroundColor: '#1677ff',
      borderWidth: 0,
      borderRadius: 6,
    }),
    component: 'button',
    propValue: { text: '', link: '', newTab: true },
  }),
  View: ButtonView,
};
