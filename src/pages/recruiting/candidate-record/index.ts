export { CandidateRecordPage } from './ui/CandidateRecordPage';
