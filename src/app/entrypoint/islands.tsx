import { hydrateIslands } from '../islands/hydrate-islands';
import { startBackgroundVideos } from '@/shared/lib/background-video';
import { loadWebFontsAfterLoad } from '../styles/web-fonts';

hydrateIslands();
loadWebFontsAfterLoad();
startBackgroundVideos();
