export { insertTag, latestLiveApplication, saveResumeText } from './pool-marks-repository';
export { createResumeTextSweep } from './resume-text-sweep';
export type { ResumeTextSweep } from './resume-text-sweep';
export { talentPoolRoutes } from './talent-pool-routes';
export { searchTalentPool } from './talent-pool-service';
