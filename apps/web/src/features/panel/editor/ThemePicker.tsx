import { Button, Empty, Input, Popconfirm, Space, Spin, Tooltip } from 'antd';
import { CheckOutlined, DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelNameSchema, type PanelSubject } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useDeleteSubject, useSaveSubject, useSubjects } from '../queries';
import { useEditor, useEditorStoreApi } from './editorStore';

/**
 * Themes (issue 9 part 3): the built-in ones and the organisation's saved ones. Applying one sets
 * the canvas background and the chart look that charts with dashboard style priority take (SPEC
 * §4 'merging'); the current look can be saved as a theme, and saved themes deleted.
 */
export function ThemePicker() {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const canvas = useEditor((s) => s.editor.doc.canvasStyle);
  const subjects = useSubjects();
  const save = useSaveSubject();
  const remove = useDeleteSubject();
  const [name, setName] = useState('');
  const nameProblem =
    name === '' ? null : panelNameSchema.safeParse(name).error?.issues[0]?.message;

  const apply = (subject: PanelSubject) =>
    store.getState().run('setCanvasStyle', {
      themeId: subject.id,
      panel: { ...store.getState().editor.doc.canvasStyle.panel, ...subject.details.panel },
      chart: subject.details.chart,
    });

  const saveCurrent = async () => {
    const parsed = panelNameSchema.safeParse(name);
    if (!parsed.success) return;
    const { color, imageUrl, backgroundType } = canvas.panel;
    const saved = await save.mutateAsync({
      name: parsed.data,
      details: { panel: { color, imageUrl, backgroundType }, chart: canvas.chart },
    });
    store.getState().run('setCanvasStyle', { themeId: saved.id });
    setName('');
    toastSuccess(t('panelEditor.theme.saved', { name: parsed.data }));
  };

  if (!subjects.data)
    return subjects.isError ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    ) : (
      <Spin size="small" />
    );
  return (
    <div className="panel-themes" data-testid="theme-picker">
      {subjects.data.map((subject) => (
        <div
          key={subject.id}
          className={`panel-theme${canvas.themeId === subject.id ? ' panel-theme--current' : ''}`}
          data-testid={`theme-${subject.id}`}
        >
          <button
            type="button"
            className="panel-theme__card"
            onClick={() => apply(subject)}
            title={subject.name}
          >
            <span
              className="panel-theme__swatch"
              style={{ background: subject.details.panel.color }}
            >
              {(subject.details.chart.customAttr.color?.colors ?? []).slice(0, 5).map((c, i) => (
                <i key={i} style={{ background: c }} />
              ))}
            </span>
            <span className="panel-theme__name">
              {canvas.themeId === subject.id && <CheckOutlined />} {subject.name}
            </span>
          </button>
          {!subject.builtin && (
            <Popconfirm
              title={t('panelEditor.theme.deleteConfirm', { name: subject.name })}
              onConfirm={() => remove.mutate(subject.id)}
            >
              <Tooltip title={t('panelEditor.theme.delete')}>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('panelEditor.theme.delete')}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </div>
      ))}
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          size="small"
          value={name}
          maxLength={60}
          placeholder={t('panelEditor.theme.namePlaceholder')}
          status={nameProblem ? 'error' : undefined}
          onChange={(e) => setName(e.target.value)}
          data-testid="theme-name"
        />
        <Button
          size="small"
          icon={<SaveOutlined />}
          disabled={name === '' || Boolean(nameProblem)}
          loading={save.isPending}
          onClick={() => void saveCurrent()}
          data-testid="theme-save"
        >
          {t('panelEditor.theme.save')}
        </Button>
      </Space.Compact>
      {nameProblem && <span className="panel-side__error">{t(nameProblem)}</span>}
    </div>
  );
}
