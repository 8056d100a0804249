export type { ApplicationListItem, ApplicationDetail } from './model/application-model';
export {
  genderLabel,
  experienceLabel,
  formatApplicationDate,
  formatFileSize,
} from './lib/application-labels';
