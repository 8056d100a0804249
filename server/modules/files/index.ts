export {
  createLinkSigner,
  deleteStoredFiles,
  findStoredFile,
  insertStoredFile,
  linkReader,
  readerLink,
  sendStoredFile,
  signedResumeResponses,
  verifyReaderLink,
} from './file-storage';
export type { LinkSigner } from './file-storage';
export {
  EXTENSIONS,
  MEDIA_TYPES,
  cleanFileName,
  detectPhotoType,
  detectResumeType,
  isSafeXlsx,
  looksLikeZip,
} from './file-types';
export { ARCHIVE_MESSAGES, unpackResumeArchive } from './resume-archive';
export type { ResumeType } from './file-types';
