import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ActionButton } from './ActionButton';
import { ContentLink } from './ContentLink';

function renderUi(ui: ReactElement) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={['/bulk-sms']}>
        <Routes>
          <Route path="/bulk-sms" element={ui} />
          <Route path="/contact" element={<p>Contact page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ContentLink and ActionButton', () => {
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('scrolls smoothly to an in-page anchor and moves focus to it', () => {
    renderUi(
      <>
        <ContentLink to="#pricing">See pricing</ContentLink>
        <section id="pricing">Pricing</section>
      </>,
    );
    const link = screen.getByRole('link', { name: 'See pricing' });
    expect(link).toHaveAttribute('href', '#pricing');
    fireEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toHaveAttribute('id', 'pricing');
    expect(window.location.hash).toBe('#pricing');
  });

  it('navigates app routes through the router', () => {
    renderUi(<ContentLink to="/contact">Contact</ContentLink>);
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    fireEvent.click(link);
    expect(screen.getByText('Contact page')).toBeInTheDocument();
  });

  it('renders action buttons as links, anchors scrolling in place', () => {
    renderUi(
      <>
        <ActionButton action={{ label: 'Get started', to: '/contact' }} />
        <ActionButton action={{ label: 'Features', to: '#features', variant: 'secondary' }} />
        <div id="features">Features</div>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/contact');
    fireEvent.click(screen.getByRole('link', { name: 'Get started' }));
    expect(screen.getByText('Contact page')).toBeInTheDocument();
  });
});
