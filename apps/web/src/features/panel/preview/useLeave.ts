import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves a preview: back where the user came from when there is such a page in this tab
 * (react-router numbers its entries), else to the dashboards page with this one selected.
 */
export function useLeavePreview(panelId: string | null) {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(panelId ? `/panel/index?id=${encodeURIComponent(panelId)}` : '/panel/index');
  }, [navigate, panelId]);
}
