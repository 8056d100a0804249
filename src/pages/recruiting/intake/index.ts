export { IntakePage } from './ui/IntakePage';
export { IntakeReviewPage } from './ui/IntakeReviewPage';
