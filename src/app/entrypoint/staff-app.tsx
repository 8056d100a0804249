import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { startSessionCheck } from '@/features/auth';
import { makePersistedStore } from '../model';
import { staffRoutes } from '../routes';
import { fallbackFontCss, webFontCss } from '../styles/fonts';
import { AppProviders } from './AppProviders';

// The web fonts and their metric-matched fallbacks; the staff app loads them at once.
const fontStyle = document.createElement('style');
fontStyle.textContent = `${webFontCss}\n${fallbackFontCss}`;
document.head.append(fontStyle);

const { store, persistor } = makePersistedStore();
// Who is signed in is asked before the first render, beside the screen's own requests
// (which the route's loader sends as soon as the screen's code is there), not after them.
startSessionCheck(store);
const router = createBrowserRouter(staffRoutes(store));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
