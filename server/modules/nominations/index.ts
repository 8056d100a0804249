export { findNomination, removeNomination, saveNomination } from './nominations-repository';
