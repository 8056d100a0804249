import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { ChannelConsentEntry } from '@vistaar/shared/contract';
import { channelConsentMessages } from '@vistaar/shared/validation';
import { MessagingConsentSection } from './MessagingConsentSection';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const formOptIn: ChannelConsentEntry = {
  id: 1,
  channel: 'sms',
  status: 'opted_in',
  phone: '+919876543210',
  source: 'application_form',
  note: '',
  recordedBy: null,
  at: '2026-03-02T04:30:00.000Z',
};

describe('MessagingConsentSection', () => {
  beforeEach(() => {
    db.messagingConsents.set(4, { phone: '+919876543210', history: [formOptIn] });
  });

  it('shows each channel’s state with how and when it came, and the history', async () => {
    renderWithProviders(<MessagingConsentSection candidateId={4} />, signedIn);
    const section = await screen.findByRole('region', { name: 'Messaging consent' });
    expect(await within(section).findByText('Opted in for +919876543210')).toBeInTheDocument();
    expect(
      within(section).getByText('No consent: nothing is sent on this channel'),
    ).toBeInTheDocument();
    expect(
      within(section).getAllByText(/^Ticked on the application form, 2 Mar 2026/),
    ).toHaveLength(1);
    const history = within(section).getByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^SMS: opted in \(\+919876543210\) - Ticked on the application form/),
    ]);
  });

  it('records verbal consent only with a note of what the candidate said', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordRequests('POST', '/api/candidates/4/messaging-consent', (request) =>
      request.json(),
    );
    renderWithProviders(<MessagingConsentSection candidateId={4} />, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Record verbal consent' }));
    const dialog = await screen.findByRole('dialog', { name: /^Record verbal consent/ });
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(
      await within(dialog).findByText(channelConsentMessages.noteRequired),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What the candidate said/ }),
      'Said yes on the call of 3 March',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Consent recorded');
    expect(sent).toEqual([
      {
        channel: 'whatsapp',
        status: 'opted_in',
        note: 'Said yes on the call of 3 March',
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const section = await screen.findByRole('region', { name: 'Messaging consent' });
    expect(within(section).getAllByText('Opted in for +919876543210')).toHaveLength(2);
    expect(within(section).getByText(/Said yes on the call of 3 March/)).toBeInTheDocument();
  });

  it('records an opt-out without a note', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MessagingConsentSection candidateId={4} />, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Record opt-out' }));
    const dialog = await screen.findByRole('dialog', { name: /^Record opt-out/ });
    await user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record opt-out' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Opt-out recorded');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const section = await screen.findByRole('region', { name: 'Messaging consent' });
    expect(within(section).getByText('Opted out')).toBeInTheDocument();
  });
});
