import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preboarding, PreboardingDocument } from '@vistaar/shared/contract';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { PreboardingPanel } from './PreboardingPanel';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const doc = (overrides: Partial<PreboardingDocument>): PreboardingDocument => ({
  id: 1,
  kind: 'education',
  label: 'Highest education certificate',
  status: 'to-upload',
  fileName: null,
  uploadedAt: null,
  number: null,
  maskedByCandidate: false,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  fileUrl: null,
  ...overrides,
});

const uploaded = {
  status: 'uploaded' as const,
  fileName: 'file.pdf',
  uploadedAt: '2026-11-20T05:30:00.000Z',
};

function seed(): Preboarding {
  const preboarding: Preboarding = {
    offerId: 5,
    joiningDate: '2026-12-15',
    documents: [
      doc({
        id: 1,
        kind: 'pan',
        label: 'PAN card',
        number: 'ABCDE1234F',
        ...uploaded,
        fileUrl: '/api/offer-documents/1/file?reader=1&expires=1&signature=s',
      }),
      doc({
        id: 2,
        kind: 'aadhaar',
        label: 'Aadhaar (masked)',
        number: 'XXXX XXXX 1234',
        maskedByCandidate: true,
        ...uploaded,
        fileUrl: '/api/offer-documents/2/file?reader=1&expires=1&signature=s',
      }),
      doc({ id: 3 }),
    ],
    joiningRequests: [
      {
        id: 9,
        status: 'pending',
        date: '2026-12-29',
        reason: 'Notice period',
        decisionReason: null,
        createdAt: '2026-11-21T05:30:00.000Z',
        decidedAt: null,
        decidedBy: null,
      },
    ],
  };
  db.preboarding.set(5, preboarding);
  return preboarding;
}

describe('PreboardingPanel', () => {
  it('opens files by their signed link, accepts a document and asks again with a reason', async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<PreboardingPanel offerId={5} />, signedIn);
    const pan = await screen.findByRole('listitem', { name: 'PAN card' });
    expect(within(pan).getByText('PAN card (ABCDE1234F)')).toBeInTheDocument();
    expect(within(pan).getByRole('link', { name: 'Open PAN card' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/offer-documents/1/file?reader=1'),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Highest education certificate' })).getByText(
        'To upload',
      ),
    ).toBeInTheDocument();

    const accepts = recordRequests('POST', '/api/offers/5/preboarding/documents/1/accept');
    await user.click(within(pan).getByRole('button', { name: 'Accept PAN card' }));
    expect(await screen.findByText('PAN card accepted.')).toBeInTheDocument();
    expect(accepts).toHaveLength(1);
    expect(await within(pan).findByText('Accepted')).toBeInTheDocument();

    const aadhaar = screen.getByRole('listitem', { name: 'Aadhaar (masked)' });
    await user.click(
      within(aadhaar).getByRole('button', { name: 'Ask again for Aadhaar (masked)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Ask again for Aadhaar/ });
    await user.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    expect(
      await within(dialog).findByText('Say what is wrong, so the candidate knows what to send'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The full number shows',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(aadhaar).findByText('Asked again: The full number shows'),
    ).toBeInTheDocument();
    expect(within(aadhaar).queryByRole('link')).not.toBeInTheDocument();
  });

  it('accepts an Aadhaar copy only once the reviewer ticks that only four digits show', async () => {
    seed();
    const user = userEvent.setup();
    renderWithProviders(<PreboardingPanel offerId={5} />, signedIn);
    const aadhaar = await screen.findByRole('listitem', { name: 'Aadhaar (masked)' });
    await user.click(within(aadhaar).getByRole('button', { name: 'Accept Aadhaar (masked)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the masked Aadhaar?' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    await user.click(accept);
    expect(
      await within(dialog).findByText(
        'Confirm that the copy shows only the last four digits of the Aadhaar, or ask for it again',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Only the last four digits of the Aadhaar show in this copy',
      }),
    );
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(aadhaar).findByText('Accepted')).toBeInTheDocument();
  });

  it('approves a joining date change, and shows nothing to a member it is not open to', async () => {
    seed();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PreboardingPanel offerId={5} />, signedIn);
    expect(await screen.findByText('Joining date: 15 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Change asked for: 29 Dec 2026 (Notice period)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve 29 Dec 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the joining date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByText('Joining date: 29 Dec 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Joining date changed; the candidate has been told.'),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(<PreboardingPanel offerId={6} />, signedIn);
    await waitFor(() => expect(screen.queryByText(/Loading/)).not.toBeInTheDocument());
    expect(screen.queryByText('Pre-boarding')).not.toBeInTheDocument();
  });
});
