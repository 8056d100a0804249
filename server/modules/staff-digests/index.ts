export { createDigestSweep } from './digest-sweep';
export type { DigestSweep } from './digest-sweep';
export { listEscalatedFeedback } from './digests-repository';
