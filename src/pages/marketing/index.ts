export { loadMarketingRoute } from './ui/load-marketing-route';
