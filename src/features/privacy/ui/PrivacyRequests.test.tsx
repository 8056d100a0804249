import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_TOKEN,
  db,
  fakeMatchMedia,
  recordRequests,
  renderWithProviders,
} from '@tests/support/web';
import type { PrivacyRequest } from '@vistaar/shared/contract';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { privacyRequestMessages } from '@vistaar/shared/validation';
import { PrivacyRequests } from './PrivacyRequests';

jest.setTimeout(60_000);

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const request = (id: number, values: Partial<PrivacyRequest>): PrivacyRequest => ({
  id,
  kind: 'access',
  status: 'open',
  source: 'staff',
  applicationId: null,
  requesterName: `Requester ${id}`,
  requesterEmail: `requester${id}@example.com`,
  details: 'Please send me the data you hold about me.',
  receivedAt: `${addDays(indiaToday(), -10)}T04:30:00.000Z`,
  dueOn: addDays(indiaToday(), 20),
  overdue: false,
  response: null,
  respondedAt: null,
  respondedBy: null,
  completedAutomatically: false,
  ...values,
});

const rowOf = (grid: HTMLElement, text: string) =>
  within(grid).getByText(text).closest('[role="row"]') as HTMLElement;

const realMatchMedia = window.matchMedia;

describe('PrivacyRequests', () => {
  beforeEach(() => {
    // A wide screen: every column shows.
    window.matchMedia = fakeMatchMedia(['min-width']);
    db.privacyRequests = [
      request(1, { requesterName: 'Meera Iyer', kind: 'grievance' }),
      request(2, {
        requesterName: 'Ravi Kumar',
        kind: 'erasure',
        receivedAt: `${addDays(indiaToday(), -40)}T04:30:00.000Z`,
        dueOn: addDays(indiaToday(), -10),
      }),
    ];
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('puts overdue requests first and marks them', async () => {
    renderWithProviders(<PrivacyRequests />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Privacy requests' });
    await within(grid).findByText('Ravi Kumar');
    const overdue = rowOf(grid, 'Ravi Kumar');
    const onTime = rowOf(grid, 'Meera Iyer');
    expect(overdue).toHaveClass('privacy-request--overdue');
    expect(within(overdue).getByText(/\(overdue\)/)).toBeInTheDocument();
    expect(onTime).not.toHaveClass('privacy-request--overdue');
    expect(within(onTime).queryByText(/\(overdue\)/)).not.toBeInTheDocument();
    const rows = within(grid).getAllByRole('row');
    expect(rows.indexOf(overdue)).toBeLessThan(rows.indexOf(onTime));
  });

  it('answers a request: a response is required, then it is e-mailed and the request closes', async () => {
    const answers = recordRequests('POST', '/api/privacy/requests/2/respond');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PrivacyRequests />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Privacy requests' });
    await within(grid).findByText('Ravi Kumar');
    await user.click(within(grid).getByRole('menuitem', { name: 'Open request 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy request #2' });
    const send = await within(dialog).findByRole('button', { name: 'Send response and close' });
    await user.click(send);
    expect(
      await within(dialog).findByText(privacyRequestMessages.responseRequired),
    ).toBeInTheDocument();
    expect(answers).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Response to the requester/ }),
      'Your application and resume were erased on our side.',
    );
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toHaveLength(1);
    expect(db.privacyRequests.find((item) => item.id === 2)).toMatchObject({
      status: 'completed',
      response: 'Your application and resume were erased on our side.',
    });
    expect(db.sentEmails.map((mail) => mail.to)).toEqual(['requester2@example.com']);
    await waitFor(() =>
      expect(rowOf(grid, 'Ravi Kumar')).not.toHaveClass('privacy-request--overdue'),
    );
    expect(within(rowOf(grid, 'Ravi Kumar')).getByText('Completed')).toBeInTheDocument();
  });

  it('records a request that came by e-mail, checking what is required first', async () => {
    const created = recordRequests('POST', '/api/privacy/requests');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PrivacyRequests />, signedIn);
    const grid = await screen.findByRole('grid', { name: 'Privacy requests' });
    await within(grid).findByText('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Record a request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a privacy request' });
    await user.click(within(dialog).getByRole('button', { name: 'Record request' }));
    expect(
      await within(dialog).findByText(privacyRequestMessages.kindRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(privacyRequestMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(privacyRequestMessages.detailsRequired)).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Correction' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Requester's name/ }), 'Anil Rao');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Requester's e-mail/ }),
      'anil.rao@example.com',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /What they asked/ }),
      'My phone number has changed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveLength(1);
    expect(db.privacyRequests.at(-1)).toMatchObject({
      kind: 'correction',
      source: 'staff',
      requesterName: 'Anil Rao',
      dueOn: addDays(indiaToday(), 30),
    });
    expect(await within(grid).findByText('Anil Rao')).toBeInTheDocument();
  });
});
