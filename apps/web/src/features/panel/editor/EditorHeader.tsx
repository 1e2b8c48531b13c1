import {
  ArrowLeftOutlined,
  BlockOutlined,
  ClearOutlined,
  DownOutlined,
  EyeOutlined,
  GroupOutlined,
  LockOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UnlockOutlined,
  UngroupOutlined,
} from '@ant-design/icons';
import { Badge, Button, Divider, Dropdown, Input, Popover, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '../../../canvas/core/actions';
import { canRun } from '../../../canvas/core/shortcuts';
import type { PlainActionName } from '../../../canvas/core/types';
import { ACTIONS_WITH_SHORTCUTS, shortcutOf } from './actionLabels';
import { useEditor, useEditorStoreApi } from './editorStore';
import { PhoneLayoutButton } from './PhoneLayoutButton';

export interface EditorHeaderProps {
  name: string;
  nameError?: string | undefined;
  onName(name: string): void;
  onBack(): void;
  onRun(name: PlainActionName): void;
  saving: boolean;
}

const ZOOMS = [25, 50, 75, 100, 125, 150, 200];

/** Whether an action can run on the current state (enables its button). */
function useCanRun(name: PlainActionName): boolean {
  return useEditor((s) => canRun(ACTIONS[name], s.editor, undefined));
}

function ActionButton({
  name,
  icon,
  onRun,
}: {
  name: PlainActionName;
  icon: ReactNode;
  onRun(name: PlainActionName): void;
}) {
  const { t } = useTranslation();
  const enabled = useCanRun(name);
  const keys = shortcutOf(name);
  const label = t(ACTIONS[name].labelKey);
  return (
    <Tooltip title={keys ? `${label} (${keys})` : label}>
      <Button
        type="text"
        icon={icon}
        aria-label={label}
        data-testid={`editor-${name}`}
        disabled={!enabled}
        onClick={() => onRun(name)}
      />
    </Tooltip>
  );
}

/** The editor's top bar: back, the name, the actions, zoom, preview and save. */
export function EditorHeader({
  name,
  nameError,
  onName,
  onBack,
  onRun,
  saving,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const changes = useEditor((s) => s.editor.changeCount);
  const unsaved = useEditor((s) => s.editor.doc !== s.editor.saved);
  const scale = useEditor((s) => s.editor.doc.canvasStyle.scale);
  const canLayer = useCanRun('layerTop');

  const layerItems = (['layerTop', 'layerUp', 'layerDown', 'layerBottom'] as const).map((key) => ({
    key,
    label: t(ACTIONS[key].labelKey),
  }));

  return (
    <header className="panel-editor__header" data-testid="panel-editor-header">
      <Tooltip title={t('panelEditor.back')}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('panelEditor.back')}
          onClick={onBack}
          data-testid="editor-back"
        />
      </Tooltip>
      <Tooltip title={nameError} open={Boolean(nameError)} placement="bottom">
        <Input
          className="panel-editor__name"
          value={name}
          status={nameError ? 'error' : undefined}
          maxLength={60}
          aria-label={t('panelEditor.name')}
          data-testid="editor-name"
          onChange={(event) => onName(event.target.value)}
        />
      </Tooltip>
      <Divider type="vertical" />
      <ActionButton name="undo" icon={<UndoOutlined />} onRun={onRun} />
      <ActionButton name="redo" icon={<RedoOutlined />} onRun={onRun} />
      <Divider type="vertical" />
      <ActionButton name="compose" icon={<GroupOutlined />} onRun={onRun} />
      <ActionButton name="decompose" icon={<UngroupOutlined />} onRun={onRun} />
      <ActionButton name="lock" icon={<LockOutlined />} onRun={onRun} />
      <ActionButton name="unlock" icon={<UnlockOutlined />} onRun={onRun} />
      <Dropdown
        disabled={!canLayer}
        menu={{ items: layerItems, onClick: ({ key }) => onRun(key as PlainActionName) }}
      >
        <Button
          type="text"
          icon={<BlockOutlined />}
          data-testid="editor-layer"
          disabled={!canLayer}
        >
          {t('panelEditor.layer')} <DownOutlined />
        </Button>
      </Dropdown>
      <ActionButton name="clearCanvas" icon={<ClearOutlined />} onRun={onRun} />
      <Divider type="vertical" />
      <Select
        size="small"
        value={scale}
        style={{ width: 88 }}
        aria-label={t('panelEditor.zoom')}
        data-testid="editor-zoom"
        options={[...new Set([...ZOOMS, scale])]
          .sort((a, b) => a - b)
          .map((z) => ({ value: z, label: `${z}%` }))}
        onChange={(value: number) => store.getState().run('setCanvasStyle', { scale: value })}
      />
      <Popover content={<ShortcutHelp />} title={t('panelEditor.shortcuts')} trigger="click">
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          aria-label={t('panelEditor.shortcuts')}
          data-testid="editor-shortcuts"
        />
      </Popover>
      <span className="panel-editor__spacer" />
      {unsaved && (
        <span className="panel-editor__unsaved" data-testid="editor-unsaved">
          {t('panelEditor.unsaved', { count: changes })}
        </span>
      )}
      <PhoneLayoutButton />
      <Button icon={<EyeOutlined />} onClick={() => onRun('preview')} data-testid="editor-preview">
        {t('panelEditor.action.preview')}
      </Button>
      <Badge dot={unsaved}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={Boolean(nameError)}
          onClick={() => onRun('save')}
          data-testid="editor-save"
        >
          {t('panelEditor.action.save')}
        </Button>
      </Badge>
    </header>
  );
}

/** SPEC §9 shortcuts, as a table in the help popover. */
function ShortcutHelp() {
  const { t } = useTranslation();
  return (
    <table className="panel-shortcuts" data-testid="editor-shortcut-table">
      <tbody>
        {ACTIONS_WITH_SHORTCUTS.map((name) => (
          <tr key={name}>
            <td>{t(ACTIONS[name].labelKey)}</td>
            <td>
              <kbd>{shortcutOf(name)}</kbd>
            </td>
          </tr>
        ))}
        <tr>
          <td>{t('panelEditor.help.noSnap')}</td>
          <td>
            <kbd>Alt</kbd>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
