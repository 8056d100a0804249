export { AppliedJobPage } from './ui/AppliedJobPage';
export { startAppliedJobRequests } from './model/start-requests';
