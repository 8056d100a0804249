import { preloadScreenCode } from '../routes/screen-code';

// The staff entry imports no library statically, so it runs as soon as it arrives and asks
// for everything the visited screen needs at once: the app (React, MUI, the store), the
// staff frame and the screen with its grid, instead of one after the other.
preloadScreenCode(window.location.pathname);
void import('./staff-app');
