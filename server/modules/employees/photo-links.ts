import type { LinkSigner } from '../files/file-storage';

export const STAFF_PHOTO_LINK_SECONDS = 60 * 60;
export const VERIFIED_PHOTO_LINK_SECONDS = 30 * 60;

export function photoPath(fileId: number): string {
  return `/api/files/photos/${fileId}`;
}

/** A link an <img> can load without a token: the signature is the permission. */
export function signedPhotoUrl(signer: LinkSigner, fileId: number, ttlSeconds: number): string {
  const path = photoPath(fileId);
  return `${path}?${signer.sign(path, ttlSeconds)}`;
}
