import { type LinkSigner, readerLink } from '../files';

export const STAFF_PHOTO_LINK_SECONDS = 60 * 60;
export const VERIFIED_PHOTO_LINK_SECONDS = 30 * 60;

export function photoPath(fileId: number): string {
  return `/api/files/photos/${fileId}`;
}

/**
 * A link an <img> can load without a token: the signature is the permission. Made for a
 * staff member (`reader`), loading it is audited as their read of the employee record.
 */
export function signedPhotoUrl(
  signer: LinkSigner,
  fileId: number,
  ttlSeconds: number,
  reader?: number,
): string {
  return readerLink(signer, photoPath(fileId), ttlSeconds, reader);
}
