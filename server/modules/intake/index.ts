export { intakeFileRoutes } from './intake-file-routes';
export { intakeRoutes } from './intake-routes';
export { createIntakeRunner } from './intake-runner';
export type { IntakeRunner } from './intake-runner';
export { receiveIntakeFiles } from './intake-service';
