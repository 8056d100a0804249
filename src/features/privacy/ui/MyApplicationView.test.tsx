import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, kavyasApplication, recordRequests, renderWithProviders } from '@tests/support/web';
import { applicationMessages, privacyRequestMessages } from '@vistaar/shared/validation';
import { MyApplicationView } from './MyApplicationView';

const TOKEN = 'kavya-link-token';

/** The page as its private link opens it: the token is read from the address. */
function openMyApplication() {
  window.history.pushState({}, '', `/my-application/${TOKEN}`);
  const application = kavyasApplication();
  db.myApplications.set(TOKEN, kavyasApplication());
  renderWithProviders(<MyApplicationView application={application} />);
  return userEvent.setup({ delay: null });
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('MyApplicationView', () => {
  it('shows where the application stands and every field held', () => {
    openMyApplication();
    expect(screen.getByRole('heading', { name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.getByText('Status: Under review')).toBeInTheDocument();
    expect(screen.getByText('A recruiter is looking at your application.')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Email')]).toBe('kavya.nair@example.com');
    expect(values[terms.indexOf('City')]).toBe('Kochi');
    expect(values[terms.indexOf('Current Employer')]).toBe('Lakeside Software');
    expect(values[terms.indexOf('Notice Period')]).toBe('30 days, serving notice');
    expect(values[terms.indexOf('How you found the job')]).toBe('Careers site');
    expect(values[terms.indexOf('Can you work from Pune?')]).toBe('Yes');
    expect(values[terms.indexOf('Resume')]).toBe('kavya-nair-resume.pdf (47 KB)');
    expect(screen.getByText('Hiring team of Vistaar Infotech (2 views)')).toBeInTheDocument();
  });

  it('corrects the contact details under the form’s rules, refusing an empty city', async () => {
    const corrections = recordRequests('PUT', `/api/my-application/${TOKEN}/contact`);
    const user = openMyApplication();
    await user.click(screen.getByRole('button', { name: 'Correct my contact details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct my contact details' });
    const city = within(dialog).getByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(applicationMessages.cityRequired)).toBeInTheDocument();
    expect(corrections).toHaveLength(0);

    await user.type(city, 'Thrissur');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your contact details are corrected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(corrections).toHaveLength(1);
    expect(db.myApplications.get(TOKEN)?.fields.city).toBe('Thrissur');
    await waitFor(() => {
      const terms = screen.getAllByRole('term').map((term) => term.textContent);
      expect(screen.getAllByRole('definition')[terms.indexOf('City')]).toHaveTextContent(
        'Thrissur',
      );
    });
    expect(screen.getByText(/Correction, received .*: Completed/)).toBeInTheDocument();
  });

  it('names a nominee under the shared rules, refuses the applicant’s own address, and removes it', async () => {
    const saves = recordRequests('PUT', `/api/my-application/${TOKEN}/nominee`);
    const user = openMyApplication();
    const form = screen.getByRole('form', { name: 'Nominee' });
    expect(screen.getByText('You have not named a nominee.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(
      await within(form).findByText(privacyRequestMessages.nomineeNameRequired),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Nominee's name/ }), 'Arun Nair');
    const email = within(form).getByRole('textbox', { name: /Nominee's e-mail/ });
    await user.type(email, 'kavya.nair@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(await within(form).findByText(privacyRequestMessages.nomineeIsYou)).toBeInTheDocument();
    expect(db.myApplications.get(TOKEN)?.nominee).toBeNull();

    await user.clear(email);
    await user.type(email, 'arun.nair@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(await screen.findByText(privacyRequestMessages.nomineeSaved)).toBeInTheDocument();
    expect(db.myApplications.get(TOKEN)?.nominee).toMatchObject({
      nomineeName: 'Arun Nair',
      nomineeEmail: 'arun.nair@example.com',
    });
    expect(
      await screen.findByText('Your nominee: Arun Nair (arun.nair@example.com).'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove nominee' }));
    expect(await screen.findByText(privacyRequestMessages.nomineeRemoved)).toBeInTheDocument();
    expect(db.myApplications.get(TOKEN)?.nominee).toBeNull();
  });

  it('withdraws only once the applicant confirms', async () => {
    const withdrawals = recordRequests('POST', `/api/my-application/${TOKEN}/withdraw`);
    const user = openMyApplication();
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The page is back in reach once the dialog has gone.
    const withdraw = await screen.findByRole('button', { name: 'Withdraw my application' });
    expect(withdrawals).toHaveLength(0);
    expect(db.myApplications.get(TOKEN)?.withdrawn).toBe(false);

    await user.click(withdraw);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your application?' })).getByRole(
        'button',
        { name: 'Withdraw' },
      ),
    );
    expect(await screen.findByText('Your application is withdrawn.')).toBeInTheDocument();
    expect(withdrawals).toHaveLength(1);
    expect(screen.getByText('Status: Closed')).toBeInTheDocument();
    expect(screen.getByText(/You withdrew this application/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Withdraw my application' })).toBeDisabled();
  });

  it('asks for erasure by e-mail: nothing is erased until the link is confirmed', async () => {
    const user = openMyApplication();
    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(
      within(dialog).getByText(/We will e-mail a confirmation link to kavya\.nair@example\.com/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));

    const checkMail =
      'We have e-mailed you a confirmation link. Nothing is erased until you open it and confirm.';
    // Once as the answer, once beside the button while the link waits.
    await waitFor(() => expect(screen.getAllByText(checkMail)).toHaveLength(2));
    expect(db.myApplications.get(TOKEN)).not.toBeNull();
    expect(db.sentEmails.map((mail) => mail.to)).toEqual(['kavya.nair@example.com']);
    expect(screen.getByText(/Erasure, received .*: Open/)).toBeInTheDocument();
  });

  it('says so when the application was erased meanwhile', async () => {
    const user = openMyApplication();
    db.myApplications.set(TOKEN, null);
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your application?' })).getByRole(
        'button',
        { name: 'Withdraw' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(privacyRequestMessages.erased);
    expect(screen.getByText('Status: Under review')).toBeInTheDocument();
  });
});
