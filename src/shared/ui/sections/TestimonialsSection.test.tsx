import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { ReactElement } from 'react';
import { TestimonialsSection } from './TestimonialsSection';

function renderUi(ui: ReactElement) {
  return renderWithProviders(ui);
}

const section: TestimonialsSection = {
  kind: 'testimonials',
  id: 'reviews',
  title: 'What our clients say',
  items: [
    {
      name: 'Asha Mehta',
      company: 'Mehta Retail',
      position: 'Director',
      text: 'They shipped our store on time.',
      initials: 'AM',
      rating: 5,
      project: 'E-commerce store',
    },
    {
      name: 'Rahul Verma',
      company: 'Verma Logistics',
      position: 'CTO',
      text: 'The tracking app changed how we work.',
      initials: 'RV',
      rating: 5,
      project: 'Fleet tracking app',
    },
    {
      name: 'Neha Gupta',
      company: 'Gupta Clinics',
      position: 'Founder',
      text: 'Appointment reminders cut no-shows in half.',
      initials: 'NG',
      rating: 5,
      project: 'SMS reminders',
    },
  ],
};

/** Every entry, shown or not: which one shows is CSS's work, checked in the browser tests. */
function slides(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
}

const dot = (n: number) => screen.getByRole('radio', { name: `Show testimonial ${n}` });

describe('TestimonialsSection', () => {
  it('holds every entry with its quote, rating, name, position, company and project', () => {
    const { container } = renderUi(<TestimonialsSection section={section} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'reviews');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What our clients say');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    const [first] = slides();
    expect(within(first).getByText('They shipped our store on time.')).toBeInTheDocument();
    expect(within(first).getByLabelText('Rated 5 out of 5')).toHaveAttribute('role', 'img');
    expect(within(first).getByText('Asha Mehta')).toBeInTheDocument();
    expect(within(first).getByText('Director, Mehta Retail')).toBeInTheDocument();
    expect(within(first).getByText('E-commerce store')).toBeInTheDocument();
    expect(within(first).getByText('AM')).toBeInTheDocument();
  });

  it('chooses the entry with a radio group of dots, the first one checked', () => {
    renderUi(<TestimonialsSection section={section} />);
    expect(
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    const slidesId = slides()[0].parentElement!.id;
    expect(dot(1)).toHaveAttribute('aria-controls', slidesId);
    fireEvent.click(dot(3));
    expect(dot(3)).toBeChecked();
    expect(dot(1)).not.toBeChecked();
  });

  it("gives each entry previous and next arrows that choose its neighbours' dots, wrapping at both ends", () => {
    const { container } = renderUi(<TestimonialsSection section={section} />);
    const arrows = (entry: number) =>
      Array.from(container.querySelectorAll<HTMLLabelElement>(`[data-arrows-of="${entry}"]`));
    const targets = (entry: number) =>
      arrows(entry).map((arrow) => [arrow.title, arrow.control?.getAttribute('aria-label')]);
    expect(targets(0)).toEqual([
      ['Previous testimonial', 'Show testimonial 3'],
      ['Next testimonial', 'Show testimonial 2'],
    ]);
    expect(targets(2)).toEqual([
      ['Previous testimonial', 'Show testimonial 2'],
      ['Next testimonial', 'Show testimonial 1'],
    ]);
    fireEvent.click(arrows(0)[1]);
    expect(dot(2)).toBeChecked();
    // The dots are the keyboard's and assistive technology's way: the arrows repeat them.
    arrows(0).forEach((arrow) => expect(arrow.closest('[aria-hidden="true"]')).not.toBeNull());
  });
});
