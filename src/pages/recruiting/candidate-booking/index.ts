export { BookingPage } from './ui/BookingPage';
export type { BookingPageProps } from './ui/BookingPage';
