import { useEffect, useRef } from 'react';
import { Modal } from 'antd';

/**
 * Asks before unsaved changes are left behind. The app runs under a HashRouter (no route
 * blocker), so two doors are watched: closing or reloading the tab (beforeunload), and clicks on
 * in-app links (captured before the router sees them). Choosing a chart in the tree asks
 * through `confirmLeave` instead.
 */
export function useLeaveGuard(
  dirty: boolean,
  texts: { title: string; content: string; ok: string; cancel: string },
) {
  const state = useRef({ dirty, texts });
  state.current = { dirty, texts };

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty) return;
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (!state.current.dirty) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!link || !href || link.closest('[data-chart-editor]')) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(state.current.texts, () => {
        state.current.dirty = false;
        (link as HTMLElement).click();
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);
}

export function confirmLeave(
  texts: { title: string; content: string; ok: string; cancel: string },
  onLeave: () => void,
) {
  Modal.confirm({
    title: texts.title,
    content: texts.content,
    okText: texts.ok,
    cancelText: texts.cancel,
    okButtonProps: { danger: true },
    onOk: onLeave,
  });
}
