import { Menu, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '../../../canvas/core/actions';
import { canRun } from '../../../canvas/core/shortcuts';
import type { EditorState, PlainActionName } from '../../../canvas/core/types';
import { shortcutOf } from './actionLabels';
import { useEditor } from './editorStore';

export type ContextExtra = 'details' | 'editChart' | 'linkage' | 'jump';

const EXTRAS: readonly string[] = ['details', 'editChart', 'linkage', 'jump'];

export interface ContextMenuProps {
  at: { x: number; y: number; id: string | null };
  onRun(name: PlainActionName): void;
  onExtra(extra: ContextExtra, id: string): void;
  onClose(): void;
}

const COMPONENT_ACTIONS: (PlainActionName | '-')[] = [
  'copy',
  'cut',
  'paste',
  'remove',
  '-',
  'lock',
  'unlock',
  '-',
  'layerTop',
  'layerUp',
  'layerDown',
  'layerBottom',
  '-',
  'compose',
  'decompose',
];
const CANVAS_ACTIONS: PlainActionName[] = ['paste', 'undo', 'redo', 'clearCanvas'];

const enabled = (state: EditorState, name: PlainActionName) =>
  canRun(ACTIONS[name], state, undefined);

/** The right-click menu (SPEC §2): on a component its actions, on the empty canvas the rest. */
export function ContextMenu({ at, onRun, onExtra, onClose }: ContextMenuProps) {
  const { t } = useTranslation();
  const editor = useEditor((s) => s.editor);
  const target = at.id ? editor.doc.components.find((c) => c.id === at.id) : undefined;

  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);

  const names = target ? COMPONENT_ACTIONS : CANVAS_ACTIONS;
  const items: MenuProps['items'] = names.map((name, i) =>
    name === '-'
      ? { type: 'divider', key: `d${i}` }
      : {
          key: name,
          disabled: !enabled(editor, name),
          label: (
            <span className="panel-context__item">
              {t(ACTIONS[name].labelKey)}
              {shortcutOf(name) && <kbd>{shortcutOf(name)}</kbd>}
            </span>
          ),
        },
  );
  if (target?.component === 'user-view')
    items.push(
      { type: 'divider', key: 'dv' },
      { key: 'details', label: t('panelEditor.context.details') },
      { key: 'editChart', label: t('panelEditor.context.editChart'), disabled: target.isLock },
      { type: 'divider', key: 'di' },
      {
        key: 'linkage',
        disabled: target.isLock,
        label: <span data-testid="ctx-linkage">{t('interactionEditor.context.linkage')}</span>,
      },
      {
        key: 'jump',
        disabled: target.isLock,
        label: <span data-testid="ctx-jump">{t('interactionEditor.context.jump')}</span>,
      },
    );

  return (
    <div
      className="panel-context__backdrop"
      onPointerDown={onClose}
      onContextMenu={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div
        className="panel-context"
        style={{ left: at.x, top: at.y }}
        data-testid="panel-context-menu"
        onPointerDown={(event) => event.stopPropagation()}
      >
        <Menu
          selectable={false}
          items={items}
          onClick={({ key }) => {
            onClose();
            if (EXTRAS.includes(key) && target) onExtra(key as ContextExtra, target.id);
            else onRun(key as PlainActionName);
          }}
        />
      </div>
    </div>
  );
}
