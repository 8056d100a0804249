import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { OfferSettings } from './OfferSettings';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };
const updatedAt = '2026-11-01T00:00:00.000Z';

describe('OfferSettings', () => {
  beforeEach(() => {
    db.offerTemplates = [
      { id: 1, name: 'Engineering offer', body: '<p>Dear</p>', archived: false, updatedAt },
      { id: 2, name: 'Old letter', body: '<p>x</p>', archived: true, updatedAt },
    ];
    db.ctcStructures = [
      {
        id: 4,
        name: 'Standard',
        components: [
          { key: 'basic', kind: 'percent', value: 40 },
          { key: 'joining_bonus', kind: 'amount', value: 100000 },
          { key: 'special_allowance', kind: 'balance', value: 0 },
        ],
        archived: false,
        updatedAt,
      },
    ];
  });

  it('lists each kind under its heading, the archived without actions, a structure with its parts', async () => {
    renderWithProviders(<OfferSettings />, signedIn);
    const templates = screen.getByRole('region', { name: 'Letter templates' });
    const engineering = (await within(templates).findByText('Engineering offer')).closest('li')!;
    expect(within(engineering).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const old = within(templates).getByText('Old letter').closest('li')!;
    expect(within(old).getByText('Archived')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();

    const structures = screen.getByRole('region', { name: 'CTC structures' });
    const standard = (await within(structures).findByText('Standard')).closest('li')!;
    expect(standard).toHaveTextContent(
      'Basic salary: 40%; Joining bonus: ₹1,00,000; Special allowance: the balance',
    );
  });

  it('archives a structure and shows it archived', async () => {
    const sent = recordRequests('POST', '/api/ctc-structures/4/archive', () => 'archived');
    renderWithProviders(<OfferSettings />, signedIn);
    const structures = screen.getByRole('region', { name: 'CTC structures' });
    const standard = (await within(structures).findByText('Standard')).closest('li')!;
    await userEvent.setup().click(within(standard).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(sent).toEqual(['archived']));
    expect(await within(standard).findByText('Archived')).toBeInTheDocument();
    expect(within(standard).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
