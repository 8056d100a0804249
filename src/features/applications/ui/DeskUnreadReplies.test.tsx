import { screen, waitFor, within } from '@testing-library/react';
import {
  STAFF_TOKEN,
  boardCandidate,
  boardJob,
  db,
  fakeMatchMedia,
  gridRowOf,
  renderWithProviders,
} from '@tests/support/web';
import { ApplicationsDesk } from './ApplicationsDesk';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('unread replies on the desk', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });
  beforeEach(() => {
    db.applications = [
      boardCandidate(1, 'Meera Joshi', 2, { unreadReplies: 2 }),
      boardCandidate(2, 'Arjun Singh', 2),
    ];
  });

  it('mark an application whose candidate wrote, in words, and no other', async () => {
    renderWithProviders(<ApplicationsDesk jobs={[boardJob]} />, {
      ...signedIn,
      route: '/applied-job',
    });
    const meera = await waitFor(() => gridRowOf('Meera Joshi')!);
    expect(within(meera).getByRole('img', { name: '2 new replies' })).toBeInTheDocument();
    expect(within(meera).getByRole('link', { name: 'Meera Joshi' })).toBeInTheDocument();
    expect(within(gridRowOf('Arjun Singh')!).queryByRole('img', { name: /new repl/ })).toBeNull();
  });

  it('mark the cards on a phone with a chip in words', async () => {
    window.matchMedia = fakeMatchMedia(['max-width:599']);
    renderWithProviders(<ApplicationsDesk jobs={[boardJob]} />, {
      ...signedIn,
      route: '/applied-job',
    });
    expect(await screen.findByText('2 new replies')).toBeInTheDocument();
    expect(screen.getAllByText(/new repl/)).toHaveLength(1);
  });
});
