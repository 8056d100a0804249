export { parseResume } from './resume-parser';
export type { ResumeParseResult } from './resume-parser';
