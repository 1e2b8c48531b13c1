import { Tabs } from 'antd';
import { DragOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sidePanelClearOfCanvas } from './fitZoom';

const POSITION_KEY = 'tessera.panelEditor.sidePanel';

function storedPosition(): { x: number; y: number } | null {
  try {
    const raw = JSON.parse(localStorage.getItem(POSITION_KEY) ?? 'null') as unknown;
    if (raw && typeof raw === 'object' && 'x' in raw && 'y' in raw) {
      const { x, y } = raw as { x: unknown; y: unknown };
      // Where it was left, unless that covers the canvas: then it opens docked on the right.
      if (
        typeof x === 'number' &&
        typeof y === 'number' &&
        sidePanelClearOfCanvas(x, window.innerWidth)
      )
        return { x, y };
    }
  } catch {
    // A broken value: start from the default place.
  }
  return null;
}

/**
 * The draggable side panel (SPEC §2): component style and canvas style in two tabs. Drag it by
 * its title bar anywhere in the window; it remembers where it was left; it folds to its bar.
 */
export function SidePanel({ component, canvas }: { component: ReactNode; canvas: ReactNode }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(storedPosition);
  const [folded, setFolded] = useState(false);
  const [tab, setTab] = useState('component');

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const panel = event.currentTarget.parentElement!.getBoundingClientRect();
    const dx = event.clientX - panel.left;
    const dy = event.clientY - panel.top;
    const move = (e: globalThis.PointerEvent) => {
      const x = Math.min(Math.max(0, e.clientX - dx), window.innerWidth - 80);
      const y = Math.min(Math.max(48, e.clientY - dy), window.innerHeight - 40);
      setPosition({ x, y });
    };
    const up = (e: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      move(e);
      localStorage.setItem(POSITION_KEY, JSON.stringify({ x: e.clientX - dx, y: e.clientY - dy }));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <aside
      className={`panel-side${folded ? ' panel-side--folded' : ''}`}
      style={position ? { left: position.x, top: position.y, right: 'auto' } : undefined}
      data-testid="panel-side"
      aria-label={t('panelEditor.side.title')}
    >
      <div className="panel-side__bar" onPointerDown={startDrag} data-testid="panel-side-bar">
        <DragOutlined />
        <span>{t('panelEditor.side.title')}</span>
        <button
          type="button"
          className="panel-side__fold"
          aria-label={folded ? t('panelEditor.side.unfold') : t('panelEditor.side.fold')}
          onClick={() => setFolded(!folded)}
        >
          {folded ? <PlusOutlined /> : <MinusOutlined />}
        </button>
      </div>
      {!folded && (
        <Tabs
          size="small"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'component', label: t('panelEditor.side.componentTab'), children: component },
            { key: 'canvas', label: t('panelEditor.side.canvasTab'), children: canvas },
          ]}
        />
      )}
    </aside>
  );
}
