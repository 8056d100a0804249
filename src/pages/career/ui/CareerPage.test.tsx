import { screen, within } from '@testing-library/react';
import { db, renderWithProviders } from '@tests/support/web';
import { CareerPage } from './CareerPage';

beforeEach(() => {
  db.jobs = [
    {
      id: 4,
      title: 'Node.js Backend Engineer',
      department: 'Engineering',
      location: 'Remote - India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '15-22 LPA',
      skills: ['Node.js', 'PostgreSQL'],
      description: 'Design the APIs behind our messaging platform.',
      postedAt: '2026-01-04T05:00:00.000Z',
      updatedAt: '2026-01-04T05:00:00.000Z',
      isActive: true,
      closesOn: '2026-03-05',
      closedReason: null,
      applicationCount: 0,
      screeningQuestions: [],
      knockoutStageId: null,
    },
  ];
});

function renderPage(verificationSlot?: React.ReactNode) {
  return renderWithProviders(<CareerPage verificationSlot={verificationSlot} />, {
    route: '/career',
  });
}

describe('CareerPage', () => {
  it('reads top to bottom: hero with figures, perks, culture, open positions, call to action', async () => {
    const { container } = renderPage();
    expect(document.title).toBe('Careers | Vistaar Infotech');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText("We're hiring")).toBeInTheDocument();

    const figures = screen.getByRole('list', { name: 'Vistaar Infotech in numbers' });
    for (const value of ['50+', '200+', '9+', '24/7']) {
      expect(within(figures).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText(/₹50,000 per year/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '20% innovation time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flexible work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health and wellness' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How we work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mentorship' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Delhi NCR office and remote' }),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Node.js Backend Engineer' }),
    ).toBeInTheDocument();
    for (const value of ['48 hrs', '92%', '15+']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute(
      'href',
      '#open-positions',
    );
    expect(container.querySelector('#open-positions')).not.toBeNull();
  });

  it('places the employee verification button in the hero when one is given', () => {
    renderPage(<button type="button">Employee Verification</button>);
    const hero = screen.getByRole('region', { name: /Indian businesses/ });
    expect(within(hero).getByRole('button', { name: 'Employee Verification' })).toBeInTheDocument();
  });
});
