export { MessagingUnsubscribePage } from './ui/MessagingUnsubscribePage';
export type { MessagingUnsubscribePageProps } from './ui/MessagingUnsubscribePage';
