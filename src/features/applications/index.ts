export { ApplicationsDesk } from './ui/ApplicationsDesk';
export type { ApplicationsDeskProps, BulkMove, DeskSelection } from './ui/ApplicationsDesk';
export type { BoardMove } from './ui/PipelineBoard';
export type { DeskJob } from './model/desk-job';
export { ApplicationRecord } from './ui/ApplicationRecord';
export type { ApplicationRecordProps } from './ui/ApplicationRecord';
export { useGetPipelineStagesQuery } from './api/pipeline-api';
