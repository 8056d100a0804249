export { CandidateImportDialog } from './ui/CandidateImportDialog';
