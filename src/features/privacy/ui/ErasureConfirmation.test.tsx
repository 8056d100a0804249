import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, kavyasApplication, renderWithProviders } from '@tests/support/web';
import { privacyRequestMessages } from '@vistaar/shared/validation';
import { ErasureConfirmation } from './ErasureConfirmation';

const ACCESS = 'kavya-link-token';

afterEach(() => window.history.pushState({}, '', '/'));

describe('ErasureConfirmation', () => {
  beforeEach(() => {
    db.myApplications.set(ACCESS, kavyasApplication());
    db.erasureLinks.set('kavya-erasure-token', ACCESS);
  });

  it('erases only when the button is pressed, then says the data is gone', async () => {
    window.history.pushState({}, '', '/my-application/confirm-erasure/kavya-erasure-token');
    renderWithProviders(<ErasureConfirmation />);
    expect(db.myApplications.get(ACCESS)).not.toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(privacyRequestMessages.erased);
    expect(db.myApplications.get(ACCESS)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase my data' })).not.toBeInTheDocument();
  });

  it('explains a link that is not valid any more and erases nothing', async () => {
    window.history.pushState({}, '', '/my-application/confirm-erasure/an-old-token');
    renderWithProviders(<ErasureConfirmation />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      privacyRequestMessages.erasureLinkInvalid,
    );
    expect(db.myApplications.get(ACCESS)).not.toBeNull();
  });
});
