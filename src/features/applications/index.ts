export { ApplicationsDesk } from './ui/ApplicationsDesk';
export type { ApplicationsDeskProps, DeskSelection } from './ui/ApplicationsDesk';
export type { DeskJob } from './model/desk-job';
export { ApplicationRecord } from './ui/ApplicationRecord';
export type { ApplicationRecordProps } from './ui/ApplicationRecord';
export { useGetPipelineStagesQuery } from './api/pipeline-api';
export { StageSettings } from './ui/StageSettings';
export type { StageSettingsProps } from './ui/StageSettings';
export { RejectionReasonSettings } from './ui/RejectionReasonSettings';
