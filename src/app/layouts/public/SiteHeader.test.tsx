import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fakeMatchMedia, renderWithProviders } from '@tests/support/web';
import { servicesMenu, productsMenu } from '@vistaar/shared/config';
import { SiteHeader } from './SiteHeader';

function setViewport(wide: boolean) {
  window.matchMedia = fakeMatchMedia([wide ? 'min-width' : 'max-width']);
}

/** The header as a public page has it; link clicks are kept from leaving the page (jsdom). */
function renderHeader(pathname = '/') {
  renderWithProviders(
    <>
      <SiteHeader showNavigation pathname={pathname} />
      <p>Page body</p>
    </>,
  );
  const followed: string[] = [];
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[href]:not([href^="#"])');
    if (!link) return;
    event.preventDefault();
    followed.push(link.getAttribute('href') ?? '');
  });
  return { followed };
}

describe('desktop navigation', () => {
  it('lists exactly the spec groups and links in each dropdown', async () => {
    renderHeader();
    const user = userEvent.setup();
    for (const menu of [servicesMenu, productsMenu]) {
      const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
      await user.click(within(nav).getByRole('button', { name: menu.label }));
      for (const group of menu.groups) {
        expect(screen.getByText(group.heading)).toBeInTheDocument();
        for (const link of group.links) {
          expect(screen.getAllByRole('link', { name: link.label }).some((el) => el.getAttribute('href') === link.to)).toBe(true);
        }
      }
    }
    expect(servicesMenu.groups.map((g) => g.heading)).toEqual([
      'Communication Solutions',
      'Digital Marketing',
      'Development Services',
      'AI & Analytics',
    ]);
    expect(productsMenu.groups.flatMap((g) => g.links.map((l) => l.to))).toEqual([
      '/lms', '/hrm', '/assets', '/auto-dialer', '/audit', '/ivr',
      '/vts', '/attendance', '/lead-managment', '/easy2billing', '/easy2browser', '/digital-feedback', '/loyalty',
    ]);
  });

  it('keeps one dropdown open at a time and closes on an outside click', async () => {
    renderHeader();
    const user = userEvent.setup();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const services = within(nav).getByRole('button', { name: 'Services' });
    const products = within(nav).getByRole('button', { name: 'Products' });

    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bulk SMS' })).toBeVisible();

    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Bulk SMS' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Page body'));
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown when a link is chosen', async () => {
    const { followed } = renderHeader();
    const user = userEvent.setup();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    await user.click(within(nav).getByRole('button', { name: 'Services' }));
    await user.click(screen.getByRole('link', { name: 'SEO' }));
    expect(followed).toEqual(['/seo']);
    expect(within(nav).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, returning focus to its button, and moves through links with the arrow keys', async () => {
    renderHeader();
    const user = userEvent.setup();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const services = within(nav).getByRole('button', { name: 'Services' });
    services.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'WhatsApp Business API' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bulk SMS' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'AI Solutions' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('marks the current page', () => {
    renderHeader('/career');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu', () => {
  beforeEach(() => setViewport(false));

  it('toggles open and closed with the menu button', async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).toBeInTheDocument();
    expect(within(document.getElementById('mobile-menu') as HTMLElement).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes with Escape', async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('expands Services and Products one at a time', async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    await user.click(menu.getByRole('button', { name: 'Services' }));
    expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Bulk SMS' })).toBeInTheDocument();
    await user.click(menu.getByRole('button', { name: 'Products' }));
    expect(menu.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its sections when a link is chosen', async () => {
    const { followed } = renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    await user.click(menu.getByRole('button', { name: 'Products' }));
    await user.click(menu.getByRole('link', { name: 'HR Management' }));
    expect(followed).toEqual(['/hrm']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    expect(within(document.getElementById('mobile-menu') as HTMLElement).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a named dialog whose lists hold only list items, with a section open (axe)', async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(document.getElementById('mobile-menu'));
    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    await user.click(menu.getByRole('button', { name: 'Services' }));
    // jsdom lays nothing out, so contrast is left to the browser tests.
    const result = await axe.run(document.getElementById('mobile-menu') as HTMLElement, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    for (const list of document.querySelectorAll('#mobile-menu ul')) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
  });

  it('closes on a click outside (the dimmed backdrop)', async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
