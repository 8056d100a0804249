import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { ReactElement } from 'react';
import { FaqSection } from './FaqSection';

function renderUi(ui: ReactElement) {
  return renderWithProviders(ui);
}

const section: FaqSection = {
  kind: 'faq',
  id: 'faq',
  title: 'Frequently asked questions',
  items: [
    { question: 'How long does a website take?', answer: 'Usually four to eight weeks.' },
    { question: 'Do you offer support?', answer: 'Yes, with a yearly support plan.' },
    { question: 'Is hosting included?', answer: 'We can host it or hand it over.' },
  ],
};

describe('FaqSection', () => {
  it('renders an h2, one h3 button per question, with only the first open', () => {
    const { container } = renderUi(<FaqSection section={section} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frequently asked questions',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'How long does a website take?' })).toHaveTextContent(
      'Usually four to eight weeks.',
    );
  });

  it('toggles a question open and closed', () => {
    renderUi(<FaqSection section={section} />);
    const second = screen.getByRole('button', { name: 'Do you offer support?' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do you offer support?' })).toHaveTextContent(
      'Yes, with a yearly support plan.',
    );
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');

    const first = screen.getByRole('button', { name: 'How long does a website take?' });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('publishes FAQPage structured data with the questions and answers', () => {
    const { container } = renderUi(<FaqSection section={section} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(3);
    expect(data.mainEntity[1].acceptedAnswer.text).toBe('Yes, with a yearly support plan.');
  });
});
