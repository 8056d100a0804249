export { listApplicationHistory } from './application-history';
export { APPLICATION_NOT_FOUND } from './application-stage-service';
export { findApplicationEvent, insertEvent, insertNoteEvent } from './events-repository';
export { hireAsEmployee } from './hire-service';
export { hireRoutes } from './hire-routes';
export { notesRoutes } from './notes-routes';
export { pipelineRoutes } from './pipeline-routes';
export { toApplicationEvent } from './pipeline-views';
export { findStage, listStages, setApplicationStage } from './stages-repository';
