// Imported, not served from public/: the build names each file by its content, so the server
// can let browsers keep it for a year, and a changed file reaches them under a new name.
import poster from './hero-loop-poster.jpg?url';
import src from './hero-loop.mp4?url';

/** The soft looping video behind the home page's and some product pages' opening band. */
export const heroLoopVideo = { src, poster } as const;
