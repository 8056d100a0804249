export { RecordCardList } from './RecordCardList';
export type { RecordCard, RecordCardAction, RecordCardListProps } from './RecordCardList';
