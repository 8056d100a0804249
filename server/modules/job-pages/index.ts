export { jobFeedRoutes } from './job-feed-routes';
export { jobPageRoutes } from './job-page-routes';
