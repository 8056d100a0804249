export { HomeFeaturesCarousel } from './ui/HomeFeaturesCarousel';
