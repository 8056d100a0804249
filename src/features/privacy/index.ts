export { BreachForm } from './ui/BreachForm';
export { BreachReview } from './ui/BreachReview';
export { BreachesList } from './ui/BreachesList';
export { useGetBreachQuery } from './api/breaches-api';
