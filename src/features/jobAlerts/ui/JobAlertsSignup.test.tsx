import { ThemeProvider, createTheme } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { baseApi, sessionSlice } from '@/shared/api';
import { jobAlertMessages, jobAlertSignupSchema } from '@/shared/validation';
import { JobAlertsSignup } from './JobAlertsSignup';

const ENDPOINT = 'http://localhost/api/job-alerts/subscribe';
let received: Record<string, unknown>[] = [];

/** Like the server: the shared schema decides; any valid address gets the same 202 answer. */
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push(body);
    try {
      await jobAlertSignupSchema.validate(body);
    } catch (error) {
      const message = (error as Error).message;
      return HttpResponse.json(
        { success: false, message, errors: { email: message } },
        { status: 400 },
      );
    }
    return HttpResponse.json(
      { success: true, message: jobAlertMessages.signupReceived },
      { status: 202 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received = [];
});
afterAll(() => server.close());

function renderSignup(defaultDepartments?: string[]) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <JobAlertsSignup defaultDepartments={defaultDepartments} />
      </ThemeProvider>
    </Provider>,
  );
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
      { email: 'asha@example.com', departments: ['Engineering', 'Design'], website: '' },
    ]);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('');
  });

  it("shows the server's message when it refuses", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { success: false, message: 'Too many requests. Please try again in 10 minute(s).' },
          { status: 429 },
        ),
      ),
    );
    const user = renderSignup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Too many requests. Please try again in 10 minute(s).'),
    ).toBeInTheDocument();
  });
});
