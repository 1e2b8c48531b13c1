import type { ReactNode } from 'react';
import { DashboardOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PanelTreeNode } from '@tessera/contracts';
import { sharedPanels } from './sharedPanels';
import './grants.css';

export interface WithSharedPanelsProps {
  /** The whole dashboard tree as the server sent it. */
  nodes: readonly PanelTreeNode[] | undefined;
  selectedId: string | null;
  onSelect(id: string): void;
  /** The caller's own tree. */
  children: ReactNode;
}

/**
 * The dashboards page's side: the caller's own tree, and under it "Shared with me", the
 * dashboards others granted them, each opened like one of their own.
 */
export function WithSharedPanels({ nodes, selectedId, onSelect, children }: WithSharedPanelsProps) {
  const { t } = useTranslation();
  const shared = sharedPanels(nodes ?? []);
  return (
    <div className="grants-panel-side">
      {children}
      {shared.length > 0 && (
        <section className="grants-shared" data-testid="panel-shared">
          <h3 className="grants-shared__title">
            <ShareAltOutlined className="grants-target-icon" />
            {t('grants.shared.title', { count: shared.length })}
          </h3>
          <ul className="grants-shared__list">
            {shared.map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  className={`grants-shared__item${
                    node.id === selectedId ? ' grants-shared__item--selected' : ''
                  }`}
                  aria-current={node.id === selectedId ? 'page' : undefined}
                  onClick={() => onSelect(node.id)}
                  data-testid={`panel-shared-${node.id}`}
                >
                  <DashboardOutlined className="panel-node__icon" />
                  <span className="grants-shared__name" title={node.name}>
                    {node.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
