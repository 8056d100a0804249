import { hydrateIslands, prepareIslandsAhead } from '../islands/hydrate-islands';
import { startBackgroundVideos } from '@/shared/lib/background-video';
import { loadWebFontsAfterFirstPaint } from '../styles/web-fonts';

hydrateIslands();
prepareIslandsAhead();
loadWebFontsAfterFirstPaint();
startBackgroundVideos();
