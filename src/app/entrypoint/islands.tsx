import { hydrateIslands } from '../islands/hydrate-islands';

hydrateIslands();
