import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { company } from '@vistaar/shared/config';
import { ContactPage } from './ContactPage';

// No call is expected while the page only renders; any request fails the test.
function renderContact() {
  return renderWithProviders(<ContactPage />, { route: '/contact' });
}

describe('ContactPage', () => {
  it("has one h1, 'Get In Touch', and its head tags", () => {
    const { container } = renderContact();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get In Touch');
    expect(document.title).toBe('Contact Us | Vistaar Infotech');
  });

  it('shows exactly the four figures of the spec', () => {
    renderContact();
    const hero = screen.getByRole('region', { name: 'Get In Touch' });
    const figures = within(hero)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual([
      '500+Happy Clients',
      '1000+Projects Completed',
      '10+Years Experience',
      '99%Client Satisfaction',
    ]);
  });

  it('offers call, office and e-mail cards with tel and mailto links, hours and response time', () => {
    renderContact();
    const cards = screen.getByRole('region', { name: 'Talk to a person, not a ticket queue' });
    for (const phone of company.phones) {
      expect(within(cards).getByRole('link', { name: phone.display })).toHaveAttribute(
        'href',
        `tel:${phone.tel}`,
      );
    }
    expect(within(cards).getByRole('link', { name: company.emails.support })).toHaveAttribute(
      'href',
      `mailto:${company.emails.support}`,
    );
    const address = cards.querySelector('address');
    expect(address).toHaveTextContent(company.address.line1);
    expect(address).toHaveTextContent('New Delhi, Delhi 110020');
    expect(within(cards).getByText('Mon-Sat 9:30 AM-6:00 PM')).toBeInTheDocument();
    expect(within(cards).getByText('We reply within 2-4 hours')).toBeInTheDocument();
  });

  it('holds the contact form', () => {
    renderContact();
    const section = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(within(section).getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /send message/i })).toBeEnabled();
  });
});
