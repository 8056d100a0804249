export { OutcomePanel } from './OutcomePanel';
export { PageLoader } from './PageLoader';
