import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import type { ReactElement } from 'react';
import { ActionButton } from './ActionButton';
import { ContentLink } from './ContentLink';

function renderUi(ui: ReactElement) {
  return renderWithProviders(ui);
}

/** Clicks a link and tells whether the browser would follow it (nothing cancelled the click). */
function followLink(link: HTMLElement): boolean {
  let followed = false;
  const check = (event: Event) => {
    followed = !event.defaultPrevented;
    // jsdom cannot load another document; the check is all the test needs.
    event.preventDefault();
  };
  window.addEventListener('click', check);
  fireEvent.click(link);
  window.removeEventListener('click', check);
  return followed;
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

  it('links app routes as plain links: each public page is a document from the server', () => {
    renderUi(<ContentLink to="/contact">Contact</ContentLink>);
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(followLink(link)).toBe(true);
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
    expect(followLink(screen.getByRole('link', { name: 'Get started' }))).toBe(true);
  });
});
