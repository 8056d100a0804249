export { insertTag, latestLiveApplication, saveResumeText } from './pool-marks-repository';
export { talentPoolRoutes } from './talent-pool-routes';
export { searchTalentPool } from './talent-pool-service';
