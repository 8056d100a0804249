export { parseResume } from './resume-parser';
export type { ParseOptions, ResumeParseResult } from './resume-parser';
export type { Education, Proposal, ResumeProposals } from './field-proposals';
