import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The API of the web tests, started once for every test file in jest-web-setup.ts with
 * `onUnhandledRequest: 'error'`. A test changes an answer for itself with `server.use()`.
 */
export const server = setupServer(...handlers);
