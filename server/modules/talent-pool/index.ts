export { saveResumeText } from './pool-marks-repository';
export { talentPoolRoutes } from './talent-pool-routes';
