export { createDigestSweep } from './digest-sweep';
export type { DigestSweep } from './digest-sweep';
