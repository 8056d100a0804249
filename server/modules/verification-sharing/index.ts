export { describeCompanyPdf, embedCheckQrCode, printable, wrap } from './pdf-text';
export { letterRoutes } from './letter-routes';
export { createShareExpirySweep } from './share-expiry';
export type { ShareExpirySweep } from './share-expiry';
export { sharingRoutes } from './sharing-routes';
export { verifiedPayload } from './signed-disclosure';
export { currentSigningKey, publishedKeys, rotateSigningKey } from './signing-keys';
export { staffSharingRoutes } from './staff-sharing-routes';
