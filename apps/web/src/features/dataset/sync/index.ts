export { SyncPanel, type SyncPanelProps } from './SyncPanel';
