export { ErrorAlert } from './ErrorAlert';
export { OutcomePanel } from './OutcomePanel';
export { PageLoader } from './PageLoader';
export { NoticeSnackbar, type Notice } from './NoticeSnackbar';
export { RetryAlert } from './RetryAlert';
