export { ServerPagedGrid } from './ServerPagedGrid';
export { useServerPagedQuery } from './use-server-paged-query';
export { actionsColumn } from './actions-column';
export { GridSearchField } from './GridSearchField';
