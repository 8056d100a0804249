import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { AboutPage } from './AboutPage';

function renderAbout() {
  return renderWithProviders(<AboutPage />, { route: '/about' });
}

describe('AboutPage', () => {
  it('has exactly one h1 and its head tags', () => {
    const { container } = renderAbout();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dependable software for Indian businesses, since 2015',
    );
    expect(document.title).toBe('About Us | Vistaar Infotech');
  });

  it('says who we are: founded 2015 in New Delhi, what we build and for whom', () => {
    renderAbout();
    const whoWeAre = screen.getByRole('region', { name: 'Who We Are' });
    expect(whoWeAre).toHaveTextContent(/founded in New Delhi in 2015/);
    expect(whoWeAre).toHaveTextContent(/bulk SMS/);
    expect(whoWeAre).toHaveTextContent(/startups .* large enterprises/);
  });

  it('states the mission and the vision', () => {
    renderAbout();
    const section = screen.getByRole('region', { name: 'Our Mission and Vision' });
    expect(within(section).getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
  });

  it('lists the six values, each with an icon and a sentence', () => {
    renderAbout();
    const values = screen.getByRole('region', { name: 'The principles behind every project' });
    const titles = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Innovation',
      'Integrity',
      'Customer Success',
      'Excellence',
      'Collaboration',
      'Responsibility',
    ]);
    expect(values.querySelectorAll('svg')).toHaveLength(6);
  });

  it('gives six reasons to choose us, including the four claims of the spec', () => {
    renderAbout();
    const whyUs = screen.getByRole('region', { name: 'Why businesses choose Vistaar Infotech' });
    const items = within(whyUs).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const claim of ['Expert Team', '24/7 Support', 'Quality Assurance', 'On-Time Delivery']) {
      expect(within(whyUs).getByText(claim)).toBeInTheDocument();
    }
  });

  it("has 'Get Started' and 'Get In Touch' buttons to /contact", () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
  });
});
