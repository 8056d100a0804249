import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { BreachRecord } from '@vistaar/shared/contract';
import { breachMessages } from '@vistaar/shared/validation';
import { BreachForm } from './BreachForm';
import { BreachReview } from './BreachReview';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('recording a breach', () => {
  it('checks the form, starts with the contact and safety advice, and saves', async () => {
    db.breachJobs = [{ id: 4, title: 'Java Developer', applications: 12 }];
    const saved = jest.fn();
    renderWithProviders(<BreachForm onSaved={saved} />, signedIn);
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: 'Record a breach' });
    expect(within(form).getByLabelText(/Contact for questions/)).toHaveValue(
      'Data Protection Officer, privacy@vistaarinfotech.in',
    );
    await user.click(within(form).getByRole('button', { name: 'Record and review' }));
    expect(await within(form).findByText(breachMessages.summaryRequired)).toBeInTheDocument();
    expect(within(form).getByText(breachMessages.sourcesRequired)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/What happened/), 'A laptop was stolen.');
    await user.type(within(form).getByLabelText(/Where it happened/), 'Pune office');
    await user.type(within(form).getByLabelText(/When it happened/), '2025-06-01T09:30');
    await user.type(within(form).getByLabelText(/When it was discovered/), '2025-06-02T11:00');
    await user.click(within(form).getByRole('checkbox', { name: 'Job applications' }));
    await user.click(within(form).getByRole('combobox', { name: 'Applications for' }));
    await user.click(await screen.findByRole('option', { name: 'Java Developer (12)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Names' }));
    await user.type(
      within(form).getByLabelText(/Likely consequences/),
      'Someone could pretend to be us.',
    );
    await user.type(within(form).getByLabelText(/Measures taken/), 'Accounts were locked.');
    await user.click(within(form).getByRole('button', { name: 'Record and review' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(1));
    expect(db.breaches[0]).toMatchObject({
      summary: 'A laptop was stolen.',
      sources: ['applications'],
      jobId: 4,
      occurredAt: '2025-06-01T04:00:00.000Z',
    });
  });
});

const reviewed = (): BreachRecord => ({
  id: 1,
  summary: 'A laptop was stolen.',
  location: 'Pune office',
  occurredAt: '2025-06-01T04:00:00.000Z',
  discoveredAt: '2025-06-02T05:30:00.000Z',
  sources: ['applications'],
  jobId: null,
  jobTitle: null,
  appliedFrom: null,
  appliedTo: null,
  fields: ['names'],
  consequences: 'Phishing.',
  measures: 'Locked.',
  safetySteps: 'Be careful.',
  contact: 'Data Protection Officer, privacy@vistaarinfotech.in',
  recordedBy: 'Asha Verma',
  createdAt: '2025-06-02T06:00:00.000Z',
  updatedAt: '2025-06-02T06:00:00.000Z',
  boardReportDueAt: '2025-06-05T05:30:00.000Z',
  boardReportedAt: null,
  affectedCount: 2,
  noticesSentAt: null,
  noticesSentBy: null,
  noticeSubject: 'Important: a personal data breach at Vistaar Infotech (BR-0001)',
  noticeText: 'What happened\nA laptop was stolen.',
  boardReportText: 'Personal data breach report BR-0001\n\nA laptop was stolen.',
  updates: [],
});

describe('reviewing a breach and sending its notices', () => {
  beforeEach(() => {
    db.breachJobs = [];
    db.breachAffected.set(1, [
      { email: 'a****@example.com', sources: ['applications'] },
      { email: 'b****@example.com', sources: ['applications', 'contact-messages'] },
    ]);
  });

  it('shows the people, both texts and the deadline, and sends only after confirming', async () => {
    const breach = reviewed();
    db.breaches = [breach];
    const sent = recordRequests('POST', '/api/privacy/breaches/1/notices');
    renderWithProviders(<BreachReview breach={breach} onEdit={() => undefined} />, signedIn);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText(/report to the Data Protection Board was due by/)).toBeInTheDocument();
    const people = await screen.findByRole('grid', { name: 'People affected' });
    expect(await within(people).findByText('b****@example.com')).toBeInTheDocument();
    expect(
      screen.getByRole('document', { name: 'Notice to each person affected' }),
    ).toHaveTextContent('A laptop was stolen.');
    expect(
      screen.getByRole('document', { name: 'Report for the Data Protection Board' }),
    ).toHaveTextContent('Personal data breach report BR-0001');

    await user.click(screen.getByRole('button', { name: 'Send notices to 2 people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the notice to 2 people?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send notices to 2 people' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send 2 notices' }),
    );
    expect(await screen.findByText('2 notices are on their way')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(db.breachNoticesSent.get(1)).toBe(2);
  });
});
