export { addDays, indiaDateOf, indiaToday } from './india-date';
export { closingMoment, defaultClosingDate, isPastClosingDate } from './closing-date';
