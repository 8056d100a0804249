import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { SavedLists } from './SavedLists';

const at = '2026-05-04T06:00:00.000Z';

const render = () =>
  renderWithProviders(<SavedLists />, {
    route: '/talent-pool',
    preloadedState: { session: { token: STAFF_TOKEN } },
  });

describe('SavedLists', () => {
  beforeEach(() => {
    db.savedLists = [
      {
        id: 3,
        name: 'Strong backend',
        members: 1,
        updatedAt: at,
        entries: [{ candidateId: 7, name: 'Arjun Venkatesan', addedAt: at }],
      },
      { id: 4, name: 'Later', members: 0, updatedAt: at, entries: [] },
    ];
  });

  it('deletes a list only after asking, and says its candidates stay in the pool', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Strong backend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete saved list?' });
    expect(dialog).toHaveTextContent(
      'The list "Strong backend" will be deleted. Its 1 candidate stays in the talent pool.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.savedLists.map((list) => list.id)).toEqual([3, 4]);

    await user.click(screen.getByRole('button', { name: 'Delete Strong backend' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete saved list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.savedLists.map((list) => list.id)).toEqual([4]);
    const lists = screen.getByRole('list', { name: 'Saved lists' });
    await waitFor(() =>
      expect(
        within(lists).queryByRole('button', { name: 'Strong backend' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(lists).getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('shows the refusal inside the dialog when the list is already gone', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved list?' });
    db.savedLists = db.savedLists.filter((list) => list.id !== 4);
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await within(dialog).findByText('Saved list not found.')).toBeInTheDocument();
  });
});
