export { UploadDatasetDrawer, type UploadDatasetDrawerProps } from './UploadDatasetDrawer';
