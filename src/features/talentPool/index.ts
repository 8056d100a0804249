export { CandidateImportDialog } from './ui/CandidateImportDialog';
export { SavedLists } from './ui/SavedLists';
export { TalentPoolSearch } from './ui/TalentPoolSearch';
export type { PoolJobOption } from './ui/AddToJobDialog';
