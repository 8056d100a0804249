import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/web';
import { servicesMenu, productsMenu } from '@vistaar/shared/config';
import { SiteHeader } from './SiteHeader';
import { startSiteMenus } from './site-menus';

/**
 * The header as a public page has it: its HTML, then its plain script; link clicks are kept
 * from leaving the page (jsdom). The phone menu is a modal <dialog>, which jsdom cannot open,
 * so its behaviour is checked in the browser (tests/e2e/site-menus.spec.ts).
 */
function renderHeader(pathname = '/') {
  renderWithProviders(
    <>
      <SiteHeader showNavigation pathname={pathname} />
      <p>Page body</p>
    </>,
  );
  startSiteMenus();
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
        expect(within(nav).getByText(group.heading)).toBeInTheDocument();
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
  it('is, before its script runs or without JavaScript, a link to the site map', () => {
    renderWithProviders(<SiteHeader showNavigation pathname="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('href', '#site-map');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(document.getElementById('mobile-menu')?.tagName).toBe('DIALOG');
  });
});
