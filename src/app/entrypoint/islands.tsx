import { hydrateIslands } from '../islands/hydrate-islands';
import { loadWebFontsAfterLoad } from '../styles/web-fonts';

hydrateIslands();
loadWebFontsAfterLoad();
