export { DuplicateNotices } from './ui/DuplicateNotices';
