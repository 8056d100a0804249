export { RecordCardList } from './RecordCardList';
