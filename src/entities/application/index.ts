export type { ApplicationListItem, ApplicationDetail } from './model/application-model';
export {
  genderLabel,
  experienceLabel,
  formatApplicationDate,
  formatFileSize,
  daysInStageLabel,
  ratingLabels,
  ctcLabel,
  noticeLabel,
  sourceLabel,
} from './lib/application-labels';
export { StageChip } from './ui/StageChip';
export { KnockedOutMarker } from './ui/KnockedOutMarker';
export { OverdueMarker } from './ui/OverdueMarker';
export { UnreadRepliesMarker } from './ui/UnreadRepliesMarker';
