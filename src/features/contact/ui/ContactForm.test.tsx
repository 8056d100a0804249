import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, recordRequests, renderWithProviders, server } from '@tests/support/web';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config';
import { ContactForm } from './ContactForm';

const ENDPOINT = 'http://localhost/api/contact/post-mail';
const SUCCESS = 'Thank you! Your message has been sent. We will get back to you within 2-4 hours.';

/** What the form sent, as the API received it (the test API checks it like the server). */
let received: unknown[] = [];

beforeEach(() => {
  received = recordRequests('POST', '/api/contact/post-mail', (request) => request.json());
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />);
  return { user };
}

const field = {
  fullName: () => screen.getByRole('textbox', { name: /full name/i }),
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  phoneNo: () => screen.getByRole('textbox', { name: /phone number/i }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
};

/** Fills a field in one change (typing character by character is slow under MUI). */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function fillValid() {
  fill(field.fullName(), 'Asha Verma');
  fill(field.email(), 'asha@example.in');
  fill(field.phoneNo(), '9811045270');
  fill(field.message(), 'Please call me about an HRM demo for 120 staff.');
}

const sendButton = () => screen.getByRole('button', { name: /send message/i });

describe('ContactForm', () => {
  it('shows every required-field message at once and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(sendButton());

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field.fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(field.fullName()).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('checks the e-mail format and the trimmed message length', async () => {
    const { user } = renderForm();
    fill(field.fullName(), '   ');
    fill(field.email(), 'asha@example');
    fill(field.phoneNo(), '9811045270');
    fill(field.message(), '  short    ');
    await user.click(sendButton());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(sendButton());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();

    await user.type(field.fullName(), 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(field.fullName()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Email address is required')).toBeInTheDocument();

    await user.type(field.message(), 'x');
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('keeps only digits in the phone field', async () => {
    const { user } = renderForm();
    await user.type(field.phoneNo(), '+91 98');
    expect(field.phoneNo()).toHaveValue('9198');
    fill(field.phoneNo(), '+91 98110-45270');
    expect(field.phoneNo()).toHaveValue('919811045270');
    expect(field.phoneNo()).toHaveAttribute('inputmode', 'numeric');
  });

  it('while sending: the button reads Sending..., is disabled, and shows a spinner', async () => {
    // The answer waits until the test has seen the busy state, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(ENDPOINT, async () => {
        await answered;
        return HttpResponse.json({ success: true, message: SUCCESS }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    fillValid();
    await user.click(sendButton());

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: /send message/i })).toBeEnabled();
  });

  it('sends phoneNo as a number with trimmed text, confirms and clears the form', async () => {
    const { user } = renderForm();
    fill(field.fullName(), '  Asha Verma ');
    fill(field.email(), 'asha@example.in');
    fill(field.phoneNo(), '9811045270');
    fill(field.message(), 'Please call me about an HRM demo for 120 staff.');
    await user.click(sendButton());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SUCCESS);
    expect(received).toEqual([
      {
        fullName: 'Asha Verma',
        email: 'asha@example.in',
        phoneNo: 9811045270,
        message: 'Please call me about an HRM demo for 120 staff.',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
      },
    ]);
    expect(db.contactMessages).toMatchObject([{ noticeVersion: PRIVACY_NOTICE_VERSIONS.contact }]);
    expect(typeof (received[0] as { phoneNo: unknown }).phoneNo).toBe('number');
    expect(field.fullName()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phoneNo()).toHaveValue('');
    expect(field.message()).toHaveValue('');
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          {
            success: false,
            message:
              'You have sent several messages in a short time. Please try again in 10 minutes.',
          },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = renderForm();
    fillValid();
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have sent several messages in a short time. Please try again in 10 minutes.',
    );
    expect(field.fullName()).toHaveValue('Asha Verma');
    expect(sendButton()).toBeEnabled();
  });

  it('shows a plain network message when the server cannot be reached', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const { user } = renderForm();
    fillValid();
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not reach the server/i);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("puts the server's per-field messages under the fields", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please enter a valid email address',
            errors: { email: 'Please enter a valid email address' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    fillValid();
    await user.click(sendButton());

    await screen.findByRole('alert');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('posts as an ordinary form until its script runs, and shows what the server answered a post without JavaScript', async () => {
    const { container } = renderWithProviders(
      <ContactForm
        posted={{
          values: { fullName: 'Asha Verma', email: 'asha', phoneNo: '9811045270', message: 'Hi' },
          fieldErrors: {
            email: 'Please enter a valid email address',
            message: 'Message must be at least 10 characters long',
          },
          outcome: { kind: 'error', text: 'Please enter a valid email address' },
        }}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact#contact-form');
    expect(form.querySelector('input[type="hidden"][name="noticeVersion"]')).toHaveValue(
      PRIVACY_NOTICE_VERSIONS.contact,
    );
    expect(field.fullName()).toHaveValue('Asha Verma');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field.message()).toHaveAccessibleDescription(
      'Message must be at least 10 characters long',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Message not sent');

    // Edited, a field's message goes, as after any submit.
    fill(field.email(), 'asha.verma@example.in');
    await waitFor(() => expect(field.email()).not.toHaveAttribute('aria-invalid', 'true'));
    expect(field.message()).toHaveAttribute('aria-invalid', 'true');
  });
});
