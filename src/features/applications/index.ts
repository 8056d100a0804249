export { ApplicationsDesk } from './ui/ApplicationsDesk';
export type { ApplicationsDeskProps, DeskSelection } from './ui/ApplicationsDesk';
export type { DeskJob } from './model/desk-job';
export { ApplicationRecord } from './ui/ApplicationRecord';
export type { ApplicationRecordProps } from './ui/ApplicationRecord';
export { useGetPipelineStagesQuery } from './api/pipeline-api';
