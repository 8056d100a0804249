export {
  createLinkSigner,
  findStoredFile,
  insertStoredFile,
  readerLink,
  sendStoredFile,
  verifyReaderLink,
} from './file-storage';
export type { LinkSigner } from './file-storage';
export {
  EXTENSIONS,
  MEDIA_TYPES,
  cleanFileName,
  detectPhotoType,
  detectResumeType,
} from './file-types';
export type { ResumeType } from './file-types';
