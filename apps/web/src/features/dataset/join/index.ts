export { JoinDatasetDrawer, type JoinDatasetDrawerProps } from './JoinDatasetDrawer';
export { JoinTypeIcon } from './JoinTypeIcon';
