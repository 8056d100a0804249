import { PHOTO_MAX_BYTES } from '@vistaar/shared/config';

/** The server's own words for a refused photo (413 and 415 in the API contract). */
export const photoMessages = {
  type: 'Please upload a JPEG, PNG or WebP photo',
  size: 'Photo must be smaller than 2MB',
} as const;

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_NAME = /\.(jpe?g|png|webp)$/i;

/**
 * The browser-side check of a chosen photo: JPEG, PNG or WebP up to 2 MB. The server
 * decides the type from the bytes again; this only spares a useless upload.
 */
export function checkPhoto(file: { name: string; size: number; type: string }): string | null {
  const typeOk = file.type ? PHOTO_TYPES.includes(file.type) : PHOTO_NAME.test(file.name);
  if (!typeOk) return photoMessages.type;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.size;
  return null;
}
