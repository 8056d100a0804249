import { fireEvent, screen, within } from '@testing-library/react';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import { WhatsappCostsSection } from './WhatsappCostsSection';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };
const thisMonth = new Date().toISOString().slice(0, 7);

describe('WhatsappCostsSection', () => {
  it("shows this month's cost per category, then the month picked", async () => {
    db.whatsappCosts.set(thisMonth, {
      month: thisMonth,
      enabled: true,
      categories: [
        { category: 'service', messages: 12, costInr: 0 },
        { category: 'utility', messages: 40, costInr: 4.6 },
      ],
      totalInr: 4.6,
    });
    db.whatsappCosts.set('2026-01', {
      month: '2026-01',
      enabled: true,
      categories: [{ category: 'utility', messages: 3, costInr: 0.345 }],
      totalInr: 0.345,
    });
    const calls = recordRequests('GET', '/api/whatsapp/costs');
    renderWithProviders(<WhatsappCostsSection />, signedIn);
    const section = await screen.findByRole('region', { name: 'WhatsApp costs' });
    const table = await within(section).findByRole('table', { name: 'WhatsApp costs' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryMessagesCost',
      'Service (answers within 24 hours of the candidate writing)12₹0.00',
      'Utility (updates about an application)40₹4.60',
      'Total52₹4.60',
    ]);
    expect(calls[0].searchParams.get('month')).toBe(thisMonth);

    // A month field is picked as a whole month, not typed a key at a time.
    fireEvent.change(within(section).getByLabelText('Month'), { target: { value: '2026-01' } });
    expect(await within(section).findByText('Total')).toBeInTheDocument();
    await within(section).findAllByText('₹0.345');
    expect(
      within(section)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CategoryMessagesCost',
      'Utility (updates about an application)3₹0.345',
      'Total3₹0.345',
    ]);
    expect(calls.at(-1)!.searchParams.get('month')).toBe('2026-01');
  });

  it('says when a month had nothing billable, and when WhatsApp is not set up', async () => {
    db.whatsappCosts.set(thisMonth, {
      month: thisMonth,
      enabled: false,
      categories: [],
      totalInr: 0,
    });
    renderWithProviders(<WhatsappCostsSection />, signedIn);
    expect(
      await screen.findByText('No billable WhatsApp messages in this month.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('WhatsApp is not set up on this server: nothing new is sent on it.'),
    ).toBeInTheDocument();
  });
});
