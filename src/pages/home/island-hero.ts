export { HomeHero } from './ui/HomeHero';
