import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { TeamManager } from './TeamManager';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('TeamManager', () => {
  beforeEach(() => {
    db.teamMembers = [
      {
        id: 1,
        name: 'Hr',
        email: 'hr@vistaarinfotech.in',
        role: 'admin',
        twoFactorEnabled: true,
        lastSignInAt: '2026-11-20T09:15:00.000Z',
        status: 'active',
      },
    ];
  });

  it('lists the staff with role, two-factor status and account status', async () => {
    renderWithProviders(<TeamManager />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Staff accounts' });
    expect(await within(grid).findByText('hr@vistaarinfotech.in')).toBeInTheDocument();
    expect(within(grid).getByText('Admin')).toBeInTheDocument();
    expect(within(grid).getByText('On')).toBeInTheDocument();
    expect(within(grid).getByText('Active')).toBeInTheDocument();
  });

  it('invites someone by e-mail with a role, checking the form first', async () => {
    renderWithProviders(<TeamManager />, signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email address is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), 'Priya Nair');
    await user.type(within(dialog).getByLabelText(/Email/), 'Priya@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to priya@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const invitations = screen.getByRole('grid', { name: 'Invitations' });
    expect(await within(invitations).findByText('priya@example.com')).toBeInTheDocument();
    expect(within(invitations).getByText('Recruiter')).toBeInTheDocument();
    expect(db.invitations).toHaveLength(1);
  });

  it('shows the server’s reason when the e-mail already has an account', async () => {
    renderWithProviders(<TeamManager />, signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Hr again');
    await user.type(within(dialog).getByLabelText(/Email/), 'hr@vistaarinfotech.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('There is already a staff account with this e-mail.'),
    ).toBeInTheDocument();
    expect(db.invitations).toHaveLength(0);
  });
});
