// The carousel's behaviour for the browser: plain DOM code, no React (see app/islands).
export { startCarousel as startFeaturesCarousel } from './model/carousel-behaviour';
