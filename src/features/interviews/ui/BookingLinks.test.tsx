import { screen, within } from '@testing-library/react';
import { STAFF_TOKEN, db, renderWithProviders } from '@tests/support/web';
import { BookingLinks } from './BookingLinks';

describe('BookingLinks', () => {
  it('says where each link stands, with its days as staff read dates', async () => {
    db.schedulingLinks.set(12, [
      {
        id: 1,
        status: 'booked',
        channel: 'email',
        durationMinutes: 60,
        windowFrom: '2026-12-01',
        windowTo: '2026-12-08',
        interviewId: 4,
        nudgedAt: null,
        createdAt: '2026-11-29T10:51:00.000Z',
      },
    ]);
    renderWithProviders(<BookingLinks applicationId={12} />, {
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    const links = await screen.findByRole('list', { name: 'Links to book an interview' });
    const [link] = within(links).getAllByRole('listitem');
    expect(link).toHaveTextContent('Booked by the candidate: 1 hour, 1 Dec 2026 to 8 Dec 2026');
    expect(link).toHaveTextContent('Sent by e-mail on Sun, 29 Nov 2026, 16:21 IST');
  });
});
