export { duplicateNoticeText } from './lib/duplicate-notice';
export { DuplicateNotices } from './ui/DuplicateNotices';
