import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Pages are split by route; one user per entity or feature is expected while the product grows.
    files: ['./src/**'],
    rules: {
      'fsd/insignificant-slice': 'off',
    },
  },
  {
    // The architecture fixes this segment's name: the yup schemas shared by the app and the server.
    files: ['./src/shared/validation/**'],
    rules: {
      'fsd/segments-by-purpose': 'off',
    },
  },
  {
    // The island registry loads each island through its slice's `island-*` file, a second
    // public API of one island, so a page fetches that island's code and not the whole slice;
    // the islands' store takes the session slice the same way (auth's `island-session`).
    files: ['./src/app/islands/**', './src/app/model/island-store.ts'],
    rules: {
      'fsd/no-public-api-sidestep': 'off',
    },
  },
]);
