import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makePersistedStore } from '../model';
import { routeObjects } from '../routes';
import { fontFaceCss } from '../styles/fonts';
import { AppProviders } from './AppProviders';

// The same font rules the server puts in every public page's head.
const fontStyle = document.createElement('style');
fontStyle.textContent = fontFaceCss;
document.head.append(fontStyle);

const { store, persistor } = makePersistedStore();
const router = createBrowserRouter(routeObjects);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
