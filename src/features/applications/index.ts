export { ApplicationsDesk } from './ui/ApplicationsDesk';
export { ApplicationRecord } from './ui/ApplicationRecord';
export { useGetPipelineStagesQuery } from './api/pipeline-api';
export { useGetApplicationQuery } from './api/applications-api';
export { StageSettings } from './ui/StageSettings';
export { HolidaySettings } from './ui/HolidaySettings';
export { RejectionReasonSettings } from './ui/RejectionReasonSettings';
export { CandidateRecord } from './ui/CandidateRecord';
