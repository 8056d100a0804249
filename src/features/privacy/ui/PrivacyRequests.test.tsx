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

/** Opens a request from its row's menu, once its requester is listed. */
async function openRequest(id: number, requesterName: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PrivacyRequests />, signedIn);
  const grid = await screen.findByRole('grid', { name: 'Privacy requests' });
  await within(grid).findByText(requesterName);
  await user.click(within(grid).getByRole('menuitem', { name: `Open request ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: `Privacy request #${id}` });
  return { user, grid, dialog };
}

/** Types a response to Tara Bose's erasure request 3 and sends it: the erasure is asked about first. */
async function answerErasureRequest(response: string) {
  const { user, dialog } = await openRequest(3, 'Tara Bose');
  await user.type(
    await within(dialog).findByRole('textbox', { name: /Response to the requester/ }),
    response,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Send response and close' }));
  const confirm = await screen.findByRole('dialog', { name: 'Erase application #42?' });
  return { user, dialog, confirm };
}

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
    const { user, grid, dialog } = await openRequest(2, 'Ravi Kumar');
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

  it('asks before completing an erasure request erases its application, and says what goes', async () => {
    db.privacyRequests.push(
      request(3, { requesterName: 'Tara Bose', kind: 'erasure', applicationId: 42 }),
    );
    const answers = recordRequests('POST', '/api/privacy/requests/3/respond');
    const { user, dialog, confirm } = await answerErasureRequest(
      'Your application has been erased.',
    );
    expect(confirm).toHaveTextContent(/name, e-mail address, phone, date of birth/);
    expect(confirm).toHaveTextContent(/salaries/);
    expect(confirm).toHaveTextContent(/resume, staff notes, interview feedback/);
    expect(answers).toHaveLength(0);

    // Cancelling sends nothing and keeps the answer typed.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Erase application #42?' }),
      ).not.toBeInTheDocument(),
    );
    expect(answers).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send response and close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Erase application #42?' })).getByRole(
        'button',
        { name: 'Erase and send response' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toHaveLength(1);
    expect(db.privacyRequests.find((item) => item.id === 3)).toMatchObject({
      status: 'completed',
      requesterName: 'Erased applicant',
    });
  });

  it('shows why an erasure cannot be done inside the confirmation, and changes nothing', async () => {
    db.privacyRequests.push(
      request(3, { requesterName: 'Tara Bose', kind: 'erasure', applicationId: 42 }),
    );
    db.retentionQuarantine = [
      {
        id: 1,
        kind: 'application',
        recordId: 42,
        description: 'Application #42 for Java Developer',
        dueOn: '2026-09-01',
        eraseOn: '2026-10-01',
        quarantinedAt: '2026-09-01T00:30:00.000Z',
        hold: { reason: 'Court case 7/2026', staffName: 'Hr', at: '2026-09-02T00:30:00.000Z' },
      },
    ];
    const { user, confirm } = await answerErasureRequest('Erased.');
    await user.click(within(confirm).getByRole('button', { name: 'Erase and send response' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      privacyRequestMessages.erasureHeld('Court case 7/2026'),
    );
    expect(
      within(confirm).queryByRole('button', { name: 'Erase and send response' }),
    ).not.toBeInTheDocument();
    expect(db.privacyRequests.find((item) => item.id === 3)?.status).toBe('open');
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
