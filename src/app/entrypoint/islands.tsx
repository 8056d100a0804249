import { hydrateIslands, prepareIslandsAfterFirstPaint } from '../islands/hydrate-islands';
import { startBackgroundVideos } from '@/shared/lib/background-video';
import { loadWebFontsAfterFirstPaint } from '../styles/web-fonts';

hydrateIslands();
prepareIslandsAfterFirstPaint();
loadWebFontsAfterFirstPaint();
startBackgroundVideos();
