export { CandidateDuplicatesPage } from './ui/CandidateDuplicatesPage';
export { CandidateMergePage } from './ui/CandidateMergePage';
