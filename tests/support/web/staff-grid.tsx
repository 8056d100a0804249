import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { STAFF_TOKEN } from './msw/db';
import { renderWithProviders } from './render-with-providers';

function LocationProbe() {
  const { search } = useLocation();
  return <div data-testid="location-search">{search}</div>;
}

/**
 * Renders a staff screen for a signed-in member at `route`, with the address's query shown
 * beside it (test id `location-search`), so a test can read what the screen keeps in the URL.
 */
export function renderStaffWithLocation(ui: ReactElement, route: string) {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route, preloadedState: { session: { token: STAFF_TOKEN } } },
  );
}

/** The row of the page's grid that shows `text`, if there is one. */
export const gridRowOf = (text: string) =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text));
