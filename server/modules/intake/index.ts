export { intakeFileRoutes } from './intake-file-routes';
export { intakeMailConsumer } from './intake-mail';
export { intakeRoutes } from './intake-routes';
export { createIntakeRunner } from './intake-runner';
export type { IntakeRunner } from './intake-runner';
