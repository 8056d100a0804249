export { BreachesPage } from './ui/BreachesPage';
export { NewBreachPage } from './ui/NewBreachPage';
export { BreachPage } from './ui/BreachPage';
