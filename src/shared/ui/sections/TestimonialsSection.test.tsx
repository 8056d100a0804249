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

/** The one slide not hidden from assistive technology. */
function shownSlide(): HTMLElement {
  return screen.getByRole('group', { name: /of 3$/ });
}

describe('TestimonialsSection', () => {
  it('shows the first entry with its quote, rating, name, position, company and project', () => {
    const { container } = renderUi(<TestimonialsSection section={section} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'reviews');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What our clients say');
    const slide = shownSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(within(slide).getByText('They shipped our store on time.')).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(slide).getByText('Asha Mehta')).toBeInTheDocument();
    expect(within(slide).getByText('Director, Mehta Retail')).toBeInTheDocument();
    expect(within(slide).getByText('E-commerce store')).toBeInTheDocument();
    expect(within(slide).getByText('AM')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(1);
  });

  it('switches the shown entry with the dots and marks the active dot with aria-current', () => {
    renderUi(<TestimonialsSection section={section} />);
    const dot1 = screen.getByRole('button', { name: 'Show testimonial 1' });
    const dot3 = screen.getByRole('button', { name: 'Show testimonial 3' });
    expect(dot1).toHaveAttribute('aria-current', 'true');
    expect(dot3).not.toHaveAttribute('aria-current');

    fireEvent.click(dot3);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    expect(within(shownSlide()).getByText('Neha Gupta')).toBeInTheDocument();
    expect(within(shownSlide()).queryByText('Asha Mehta')).not.toBeInTheDocument();
    expect(dot3).toHaveAttribute('aria-current', 'true');
    expect(dot1).not.toHaveAttribute('aria-current');
    expect(
      screen
        .getAllByRole('button', { name: /^Show testimonial/ })
        .filter((b) => b.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderUi(<TestimonialsSection section={section} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(shownSlide()).getByText('Rahul Verma')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(within(shownSlide()).getByText('Neha Gupta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(within(shownSlide()).getByText('Asha Mehta')).toBeInTheDocument();
  });

  it('responds to the arrow keys inside the carousel', () => {
    renderUi(<TestimonialsSection section={section} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(within(shownSlide()).getByText('Rahul Verma')).toBeInTheDocument();
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(within(shownSlide()).getByText('Asha Mehta')).toBeInTheDocument();
  });

  it('keeps hidden entries out of the tab order and the accessibility tree', () => {
    const { container } = renderUi(<TestimonialsSection section={section} />);
    const hidden = container.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });
});
