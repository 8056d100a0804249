export {
  backgroundVideoAttributes,
  backgroundVideoLabels,
  startBackgroundVideos,
} from './start-background-videos';
