import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, recordRequests, renderWithProviders, server } from '@tests/support/web';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config';
import { jobAlertMessages } from '@vistaar/shared/validation';
import { JobAlertsSignup } from './JobAlertsSignup';

const ENDPOINT = 'http://localhost/api/job-alerts/subscribe';
let received: unknown[] = [];

/** The test API answers like the server: the shared schema decides; any valid address gets the same 202. */
beforeEach(() => {
  received = recordRequests('POST', '/api/job-alerts/subscribe', (request) => request.json());
});

function renderSignup(defaultDepartments?: string[]) {
  renderWithProviders(<JobAlertsSignup defaultDepartments={defaultDepartments} />);
  return userEvent.setup();
}

describe('JobAlertsSignup', () => {
  it('is an ordinary form posting to /career/alerts, with the notice and a privacy link', () => {
    renderSignup(['Design']);
    const form = screen.getByRole('form', { name: 'Get new jobs by e-mail' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/career/alerts');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('name', 'email');
    expect(screen.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sales' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sales' })).toHaveAttribute('name', 'departments');
    expect(screen.getByText(/at most once a day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // Without JavaScript the post carries the notice version too.
    expect(form.querySelector('input[type="hidden"][name="noticeVersion"]')).toHaveValue(
      PRIVACY_NOTICE_VERSIONS.jobAlerts,
    );
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent(
      /deleted after 7 days/,
    );
  });

  it('checks the address with the shared schema before sending anything', async () => {
    const user = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(jobAlertMessages.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(jobAlertMessages.emailInvalid)).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('sends the address and the ticked departments, then says to check the inbox', async () => {
    const user = renderSignup(['Design']);
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'asha@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Engineering' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(jobAlertMessages.signupReceived)).toBeInTheDocument();
    expect(received).toEqual([
      {
        email: 'asha@example.com',
        departments: ['Engineering', 'Design'],
        noticeVersion: PRIVACY_NOTICE_VERSIONS.jobAlerts,
        website: '',
      },
    ]);
    expect(db.jobAlertSignups).toMatchObject([
      { noticeVersion: PRIVACY_NOTICE_VERSIONS.jobAlerts },
    ]);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('');
  });

  it("shows the server's message when it refuses", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests. Please try again in 10 minutes.' },
          { status: 429 },
        ),
      ),
    );
    const user = renderSignup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Too many requests. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
  });
});
