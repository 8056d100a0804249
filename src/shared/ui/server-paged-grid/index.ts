export { ServerPagedGrid } from './ServerPagedGrid';
export type { ServerPagedGridProps } from './ServerPagedGrid';
export { useServerPagedQuery } from './use-server-paged-query';
export type { ServerPagedQueryOptions } from './use-server-paged-query';
