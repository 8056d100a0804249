import { fireEvent, screen, within } from '@testing-library/react';
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
  it('renders an h2 and one native disclosure per question, its h3 in the summary, the first open', () => {
    const { container } = renderUi(<FaqSection section={section} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Frequently asked questions',
    );
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((question) => question.textContent)).toEqual(
      section.items.map((item) => item.question),
    );
    const disclosures = questions.map((question) => question.closest('details'));
    expect(questions.every((question) => question.parentElement?.tagName === 'SUMMARY')).toBe(true);
    expect(disclosures.map((details) => details?.open)).toEqual([true, false, false]);
    expect(disclosures[0]).toHaveTextContent('Usually four to eight weeks.');
  });

  it('toggles a question open and closed from its summary', () => {
    const { container } = renderUi(<FaqSection section={section} />);
    const [first, second] = Array.from(container.querySelectorAll('details'));
    fireEvent.click(within(second).getByText('Do you offer support?'));
    expect(second.open).toBe(true);
    expect(second).toHaveTextContent('Yes, with a yearly support plan.');
    fireEvent.click(within(second).getByText('Do you offer support?'));
    expect(second.open).toBe(false);
    fireEvent.click(within(first).getByText('How long does a website take?'));
    expect(first.open).toBe(false);
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
