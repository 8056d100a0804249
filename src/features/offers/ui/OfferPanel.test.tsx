import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { OfferPanel } from './OfferPanel';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

function seedSettings() {
  db.offerTemplates = [
    {
      id: 1,
      name: 'Engineering offer',
      body: '<p>Dear {{candidate.name}}</p>',
      archived: false,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 2,
      name: 'Old letter',
      body: '<p>x</p>',
      archived: true,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ];
  db.ctcStructures = [
    {
      id: 1,
      name: 'Standard',
      components: [
        { key: 'basic', kind: 'percent', value: 40 },
        { key: 'special_allowance', kind: 'balance', value: 0 },
      ],
      archived: false,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ];
}

async function fillDraft(user: ReturnType<typeof userEvent.setup>, ctc: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Draft an offer' });
  await user.click(within(dialog).getByRole('combobox', { name: /Letter template/ }));
  const templates = await screen.findByRole('listbox');
  expect(within(templates).queryByText('Old letter')).not.toBeInTheDocument();
  await user.click(within(templates).getByText('Engineering offer'));
  await user.click(within(dialog).getByRole('combobox', { name: /CTC structure/ }));
  await user.click(within(await screen.findByRole('listbox')).getByText('Standard'));
  await user.type(within(dialog).getByRole('textbox', { name: /CTC \(rupees a year\)/ }), ctc);
  await user.type(within(dialog).getByRole('textbox', { name: /Work location/ }), 'Pune');
  await user.type(within(dialog).getByRole('textbox', { name: /Reporting manager/ }), 'Manoj');
  return dialog;
}

describe('OfferPanel', () => {
  beforeEach(seedSettings);

  it('drafts an offer, shows its break-up in rupees and words, and sends it for approval', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <OfferPanel applicationId={7} jobTitle="Platform Engineer" canDraft />,
      signedIn,
    );
    expect(await screen.findByText('No offer yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draft an offer' }));
    const dialog = await fillDraft(user, '1850000');
    expect(within(dialog).getByRole('textbox', { name: /Designation/ })).toHaveValue(
      'Platform Engineer',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = await screen.findByLabelText('Offer version 1');
    expect(within(card).getByText('Version 1: ₹18.5 LPA / ₹18,50,000')).toBeInTheDocument();
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByText('₹7,40,000')).toBeInTheDocument();
    expect(within(card).getByText('₹11,10,000')).toBeInTheDocument();
    expect(within(card).getByText('Eighteen lakh fifty thousand rupees')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft an offer' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send for approval' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the offer for approval?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Offer sent for approval.')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Offer version 1')).getByText('Awaiting approval'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Offer version 1')).getByText('1. Hema HR'),
    ).toBeInTheDocument();
  });

  it("shows the server's message under the field when the fixed parts exceed the CTC", async () => {
    db.ctcStructures[0].components = [
      { key: 'joining_bonus', kind: 'amount', value: 200000 },
      { key: 'special_allowance', kind: 'balance', value: 0 },
    ];
    const user = userEvent.setup();
    renderWithProviders(
      <OfferPanel applicationId={7} jobTitle="Platform Engineer" canDraft />,
      signedIn,
    );
    await user.click(await screen.findByRole('button', { name: 'Draft an offer' }));
    const dialog = await fillDraft(user, '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText(
        'The fixed amounts and percentages come to ₹2,00,000, more than the CTC of ₹1,00,000. Lower them or raise the CTC.',
      ),
    ).toBeInTheDocument();
    expect(db.offers).toEqual([]);
  });

  it('lets a reader see the offer and its history, with nothing to change', async () => {
    db.offers = [
      {
        id: 3,
        applicationId: 7,
        candidateName: 'Ananya Iyer',
        jobTitle: 'Platform Engineer',
        version: 2,
        status: 'sent',
        template: { id: 1, name: 'Engineering offer' },
        ctcStructureId: 1,
        ctc: 1200000,
        ctcInWords: 'Twelve lakh rupees',
        breakup: [{ key: 'basic', label: 'Basic salary', amount: 1200000 }],
        designation: 'Engineer',
        location: 'Pune',
        reportingManager: 'Manoj',
        joiningDate: addDays(indiaToday(), 20),
        validUntil: addDays(indiaToday(), 5),
        approvals: [
          {
            step: 1,
            approver: { id: 2, name: 'Hema HR' },
            status: 'approved',
            comment: 'Fine',
            decidedAt: '2026-11-02T00:00:00.000Z',
          },
        ],
        history: [
          { kind: 'sent', at: '2026-11-03T04:30:00.000Z', by: 'Ravi Recruiter', comment: null },
        ],
        awaitingMe: false,
        sentAt: '2026-11-03T04:30:00.000Z',
        respondedAt: null,
        declineReason: null,
        signedDocument: false,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-03T04:30:00.000Z',
      },
    ];
    renderWithProviders(
      <OfferPanel applicationId={7} jobTitle="Platform Engineer" canDraft={false} />,
      signedIn,
    );
    const card = await screen.findByLabelText('Offer version 2');
    expect(within(card).getByText('Sent to the candidate')).toBeInTheDocument();
    expect(within(card).getByText(/Sent to the candidate by Ravi Recruiter/)).toBeInTheDocument();
    expect(within(card).getByText('“Fine”')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Letter as sent (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change|Revise|Send/ })).not.toBeInTheDocument();
  });
});
