export { ApplicationsDesk } from './ui/ApplicationsDesk';
export { ApplicationDetailsDialog } from './ui/ApplicationDetailsDialog';
export type { ApplicationDetailsDialogProps } from './ui/ApplicationDetailsDialog';
export { paginationItems } from './lib/pagination-items';
export type { PaginationItem } from './lib/pagination-items';
export {
  applicationsApi,
  useGetJobApplicationsQuery,
  useGetApplicationQuery,
  useLazyGetResumeLinkQuery,
} from './api/applications-api';
export type { ApplicationsQuery, ApplicationsPage } from './api/applications-api';
