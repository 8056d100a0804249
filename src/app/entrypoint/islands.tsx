import { hydrateIslands } from '../islands/hydrate-islands';
import { startBackgroundVideos } from '@/shared/ui/sections/background-video-behaviour';
import { loadWebFontsAfterLoad } from '../styles/web-fonts';

hydrateIslands();
loadWebFontsAfterLoad();
startBackgroundVideos();
