export { ApplicationRecordPage } from './ui/ApplicationRecordPage';
