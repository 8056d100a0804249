import { featuresCarousel } from '../config/features';
import { FeaturesCarousel } from './FeaturesCarousel';

/** The home carousel with its content: the cards carry icon components, which only code can. */
export function HomeFeaturesCarousel() {
  return <FeaturesCarousel section={featuresCarousel} tone="plain" />;
}
