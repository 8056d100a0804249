export { IntakeQueue } from './ui/IntakeQueue';
export { IntakeReview } from './ui/IntakeReview';
export type { IntakeJobOption } from './ui/IntakeReview';
export { IntakeUploadDialog } from './ui/IntakeUploadDialog';
