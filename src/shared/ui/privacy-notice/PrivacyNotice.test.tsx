import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/web';
import {
  RETENTION,
  applicationNotice,
  contactNotice,
  type PrivacyNotice as Notice,
} from '@vistaar/shared/config';
import { PrivacyNotice } from './PrivacyNotice';

const notice = (name: string) => screen.getByRole('region', { name });

describe('PrivacyNotice', () => {
  it('shows the summary at once and itemises what is collected, why, for how long, who gets it and the choices', () => {
    renderWithProviders(<PrivacyNotice notice={contactNotice} />);
    const region = notice('Privacy notice');
    expect(within(region).getByText(contactNotice.summary)).toBeVisible();
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(contactNotice.collected);
    for (const term of ['Why', 'How long we keep it', 'Who it may go to', 'Your choices']) {
      expect(within(region).getByText(term)).toBeInTheDocument();
    }
    expect(region).toHaveTextContent(
      `${RETENTION.contactMessageMonths} months from the day it arrives`,
    );
    expect(region).toHaveTextContent('privacy@vistaarinfotech.in');
    expect(region).toHaveAttribute('data-notice-version', contactNotice.version);
  });

  // A native disclosure: the browser opens it with Enter or Space (the browser tests press them).
  it('reaches the disclosure, then the policy link, from the keyboard; the link opens a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivacyNotice notice={contactNotice} />);
    const details = notice('Privacy notice').querySelector('details')!;
    expect(details.open).toBe(false);
    await user.tab();
    const summary = screen.getByText(/What we collect, why/);
    expect(summary).toHaveFocus();
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.tab();
    const link = screen.getByRole('link', {
      name: 'Read the full Privacy Policy (opens in a new tab)',
    });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('starts open where asked, and names its summary for a consent box to refer to', () => {
    renderWithProviders(
      <PrivacyNotice
        notice={applicationNotice}
        id="apply-notice"
        headingComponent="h2"
        defaultOpen
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy notice' })).toBeInTheDocument();
    expect(notice('Privacy notice').querySelector('details')!.open).toBe(true);
    expect(document.getElementById('apply-notice-summary')).toHaveTextContent(
      applicationNotice.summary,
    );
  });

  it('renders any notice given as data', () => {
    const custom: Notice = {
      ...contactNotice,
      version: '2099-01',
      collected: ['Only one thing'],
    };
    renderWithProviders(<PrivacyNotice notice={custom} />);
    expect(within(notice('Privacy notice')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Notice version 2099-01')).toBeInTheDocument();
  });
});
