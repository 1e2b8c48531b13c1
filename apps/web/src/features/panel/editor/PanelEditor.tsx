import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from 'zustand';
import {
  panelImageUrl,
  panelNameSchema,
  type CanvasComponent,
  type FilterWidgetName,
  type PanelDetail,
  type PanelImageUploaded,
} from '@tessera/contracts';
import type { Point } from '../../../canvas/core/geometry';
import { hasUnsavedChanges } from '../../../canvas/core/history';
import { randomComponentId, type EditorStore } from '../../../canvas/core/store';
import type { ActionName, PayloadArgs } from '../../../canvas/core/types';
import { confirmLeave, useLeaveGuard } from '../../chart/editor/useLeaveGuard';
import { ChartActionsContext } from '../../../canvas/components/user-view/chartActions';
import { ChartDetailDialog } from '../view/ChartDetailDialog';
import { CanvasArea } from './CanvasArea';
import { CanvasStylePane } from './CanvasStylePane';
import { ChartEditDrawer } from './ChartEditDrawer';
import { ChartPickerDialog } from './ChartPickerDialog';
import { ComponentStylePane } from './ComponentStylePane';
import { ContextMenu, type ContextExtra } from './ContextMenu';
import { EditorHeader } from './EditorHeader';
import { EditorStoreContext, useEditor } from './editorStore';
import { EditorInteractionsContext } from './interactions/editorInteractions';
import { EditorFilterEditing } from './interactions/EditorFilterEditing';
import { JumpDialog } from './interactions/JumpDialog';
import { LinkageDialog } from './interactions/LinkageDialog';
import { filterOfPaletteItem, isPaletteItem, type PaletteItem } from './paletteItems';
import { Palette } from './Palette';
import { newComponentAt, newComponentInFreeSpace } from './placement';
import { PreviewOverlay } from './PreviewOverlay';
import { SidePanel } from './SidePanel';
import { useEditorShortcuts } from './useEditorShortcuts';
import { usePictureUpload } from './usePictureUpload';
import { useSaveDashboard } from './useSaveDashboard';
import './editor.css';

/**
 * What a picked chart or picture is for: a new component at a point (null: in the first free
 * space, a palette click), or an existing one.
 */
type Pending = { kind: 'chart'; at: Point | null } | { kind: 'chart'; componentId: string } | null;

/** A chart's interaction being set up in its dialog (issue 10). */
type Interaction = { kind: 'linkage' | 'jump'; viewId: string } | null;

/**
 * The dashboard editor (issue 9 part 4): palette, canvas, side panel, context menu, dialogs and
 * the top bar, over one editor store. Leaving with unsaved changes asks first.
 */
export function PanelEditor({
  detail,
  store,
}: {
  detail: PanelDetail;
  store: StoreApi<EditorStore>;
}) {
  const interactions = useMemo(
    () => ({ panelId: detail.id, chartDatasets: detail.chartDatasets }),
    [detail.id, detail.chartDatasets],
  );
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorInteractionsContext.Provider value={interactions}>
        <EditorScreen detail={detail} store={store} />
      </EditorInteractionsContext.Provider>
    </EditorStoreContext.Provider>
  );
}

function EditorScreen({ detail, store }: { detail: PanelDetail; store: StoreApi<EditorStore> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(detail.name);
  const nameIssue = panelNameSchema.safeParse(name).error?.issues[0]?.message;
  const [menu, setMenu] = useState<{ x: number; y: number; id: string | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [editingChart, setEditingChart] = useState<string | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [interaction, setInteraction] = useState<Interaction>(null);
  const [previewing, setPreviewing] = useState(false);
  const pickPicture = usePictureUpload();
  const unsaved = useEditor((s) => hasUnsavedChanges(s.editor)) || name !== detail.name;
  const chartStyle = useEditor((s) => s.editor.doc.canvasStyle.chart);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  const leaveTexts = useMemo(
    () => ({
      title: t('panelEditor.leave.title'),
      content: t('panelEditor.leave.content'),
      ok: t('panelEditor.leave.ok'),
      cancel: t('panelEditor.cancel'),
    }),
    [t],
  );
  useLeaveGuard(unsaved, leaveTexts);

  const { save, saving } = useSaveDashboard(detail, store, {
    name: nameIssue ? detail.name : name.trim(),
    onSavedAsCopy: (id) =>
      navigate(`/panelEdit/edit?id=${encodeURIComponent(id)}`, { replace: true }),
  });

  const run = useCallback(
    <N extends ActionName>(action: N, ...payload: PayloadArgs<N>) => {
      const result = store.getState().run(action, ...payload);
      if (result.message)
        void message.open({ type: result.message.level, content: t(result.message.key) });
      if (result.effect === 'save') {
        if (nameIssue) void message.warning(t(nameIssue));
        else void save();
      }
      if (result.effect === 'preview') setPreviewing(true);
    },
    [nameIssue, save, store, t],
  );
  useEditorShortcuts(store, run);

  const back = () => {
    const go = () => navigate(`/panel/index?id=${encodeURIComponent(detail.id)}`);
    if (!unsavedRef.current) return go();
    confirmLeave(leaveTexts, go);
  };

  /**
   * A new component where it was dropped, or — a palette click, `at` null — in the first free
   * space of the canvas (never on top of the last one placed).
   */
  const create = <T extends Exclude<CanvasComponent['component'], 'group'>>(
    type: T,
    at: Point | null,
    options: Parameters<typeof newComponentAt>[4] = {},
  ) => {
    const { doc } = store.getState().editor;
    return at
      ? newComponentAt(type, at, doc.canvasStyle, randomComponentId(), options)
      : newComponentInFreeSpace(type, doc, randomComponentId(), options);
  };

  const place = (item: PaletteItem, at: Point | null) => {
    if (item === 'user-view') return setPending({ kind: 'chart', at });
    if (item === 'picture-upload') return pickPicture((picture) => placePicture(picture, at));
    run('addComponent', create(item, at));
  };

  /** A filter widget (SPEC §2) at its SPEC §9 size, as one edit. */
  const placeFilter = (serviceName: FilterWidgetName, at: Point | null) => {
    run('addComponent', create('filter', at, { serviceName }));
  };

  const onDrop = (type: string, at: Point) => {
    if (isPaletteItem(type)) return place(type, at);
    const filter = filterOfPaletteItem(type);
    if (filter) placeFilter(filter, at);
  };

  const placePicture = (picture: PanelImageUploaded, at: Point | null) => {
    const component = create('picture', at, {
      imageSize:
        picture.width && picture.height ? { width: picture.width, height: picture.height } : null,
    });
    run('addComponent', {
      ...component,
      propValue: { ...component.propValue, url: panelImageUrl(picture.id) },
    });
  };

  const setPicture = (componentId: string) =>
    pickPicture((picture) => {
      const current = store.getState().editor.doc.components.find((c) => c.id === componentId);
      if (current?.component !== 'picture') return;
      run('replaceComponent', {
        ...current,
        propValue: { ...current.propValue, url: panelImageUrl(picture.id) },
      });
    });

  const setBackground = () =>
    pickPicture((picture) =>
      run('setCanvasStyle', {
        panel: {
          ...store.getState().editor.doc.canvasStyle.panel,
          backgroundType: 'image',
          imageUrl: panelImageUrl(picture.id),
        },
      }),
    );

  const onChartPicked = (viewId: string, created: boolean) => {
    const target = pending;
    setPending(null);
    if (!target) return;
    if ('componentId' in target) {
      const current = store
        .getState()
        .editor.doc.components.find((c) => c.id === target.componentId);
      if (current?.component === 'user-view')
        run('replaceComponent', { ...current, propValue: { ...current.propValue, viewId } });
    } else {
      run('addComponent', create('user-view', target.at, { viewId }));
    }
    if (created) setEditingChart(viewId);
  };

  const onOpen = (component: CanvasComponent) => {
    if (component.component === 'user-view') setEditingChart(component.propValue.viewId);
    if (component.component === 'picture' && !component.propValue.url) setPicture(component.id);
  };

  const onExtra = (extra: ContextExtra, id: string) => {
    const component = store.getState().editor.doc.components.find((c) => c.id === id);
    if (component?.component !== 'user-view') return;
    const { viewId } = component.propValue;
    if (extra === 'details') setDetails(viewId);
    else if (extra === 'linkage' || extra === 'jump') setInteraction({ kind: extra, viewId });
    else setEditingChart(viewId);
  };

  // "Change limit" on a chart its row limit cut: its editor, over the dashboard.
  const chartActions = useMemo(() => ({ changeLimit: setEditingChart }), []);

  const onContextMenu = useCallback(
    (event: MouseEvent, id: string | null) => {
      if (id && !store.getState().editor.selection.includes(id)) run('select', { ids: [id] });
      setMenu({ x: event.clientX, y: event.clientY, id });
    },
    [run, store],
  );

  return (
    <div className="panel-editor" data-testid="panel-editor">
      <EditorHeader
        name={name}
        nameError={nameIssue ? t(nameIssue) : undefined}
        onName={setName}
        onBack={back}
        onRun={run}
        saving={saving}
      />
      <Palette
        onAdd={(item) => place(item, null)}
        onAddFilter={(name) => placeFilter(name, null)}
      />
      <EditorFilterEditing panelId={detail.id}>
        <ChartActionsContext.Provider value={chartActions}>
          <CanvasArea
            onContextMenu={onContextMenu}
            onDrop={onDrop}
            onOpen={onOpen}
            onAdd={(item) => place(item, null)}
          />
        </ChartActionsContext.Provider>
        <SidePanel
          component={
            <ComponentStylePane
              onPickChart={(componentId) => setPending({ kind: 'chart', componentId })}
              onEditChart={setEditingChart}
              onDetails={setDetails}
              onPickPicture={setPicture}
            />
          }
          canvas={<CanvasStylePane onPickBackground={setBackground} />}
        />
      </EditorFilterEditing>
      {menu && (
        <ContextMenu at={menu} onRun={run} onExtra={onExtra} onClose={() => setMenu(null)} />
      )}
      {pending && <ChartPickerDialog onPick={onChartPicked} onClose={() => setPending(null)} />}
      {editingChart && (
        <ChartEditDrawer viewId={editingChart} onClose={() => setEditingChart(null)} />
      )}
      <ChartDetailDialog
        viewId={details}
        chartStyle={chartStyle}
        onClose={() => setDetails(null)}
      />
      {interaction?.kind === 'linkage' && (
        <LinkageDialog sourceViewId={interaction.viewId} onClose={() => setInteraction(null)} />
      )}
      {interaction?.kind === 'jump' && (
        <JumpDialog sourceViewId={interaction.viewId} onClose={() => setInteraction(null)} />
      )}
      {previewing && <PreviewOverlay onClose={() => setPreviewing(false)} />}
    </div>
  );
}
