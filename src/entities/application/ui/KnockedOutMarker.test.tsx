import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { KnockedOutMarker } from './KnockedOutMarker';

const answers = [
  { questionId: 'q-1', question: 'May you work in India?', answer: 'yes', knockedOut: false },
  { questionId: 'q-2', question: 'Years with React', answer: '1', knockedOut: true },
];

describe('KnockedOutMarker', () => {
  it('names the answer that knocked the applicant out', () => {
    renderWithProviders(
      <KnockedOutMarker application={{ knockedOut: true, screeningAnswers: answers }} />,
    );
    expect(screen.getByText('Knocked out: Years with React: 1')).toBeInTheDocument();
  });

  it('shows nothing for an application no answer knocked out', () => {
    const { container } = renderWithProviders(
      <KnockedOutMarker application={{ knockedOut: false, screeningAnswers: answers }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
