export { CandidateDuplicateNotice } from './ui/CandidateDuplicateNotice';
export { DuplicatesList } from './ui/DuplicatesList';
export { MergeCandidates } from './ui/MergeCandidates';
