export { HomeHeroVideo } from './ui/HomeHero';
