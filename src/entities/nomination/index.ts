export { NomineeSection } from './ui/NomineeSection';
