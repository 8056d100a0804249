export { ServerPagedGrid } from './ServerPagedGrid';
export type { ServerPagedGridProps } from './ServerPagedGrid';
