import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  db,
  employeeDetailsRecord,
  recordRequests,
  renderWithProviders,
  server,
} from '@tests/support/web';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config';
import { goTo } from '@/shared/lib/navigation';
import { VERIFIED_RECORD_KEY, VERIFIED_RECORD_TTL_MS } from '@/entities/employee';
import { EmployeeVerificationButton } from './EmployeeVerificationButton';

jest.mock('@/shared/lib/navigation', () => ({ goTo: jest.fn() }));

const record = employeeDetailsRecord;

const INIT_URL = 'http://localhost/api/career/init-otp';
const VERIFY_URL = 'http://localhost/api/career/verify-otp';

let initRequests: unknown[] = [];
let verifyRequests: unknown[] = [];

/** One employee may verify, with VI-001 and 15/05/1990; the code e-mailed is 123456. */
beforeEach(() => {
  db.verifiableEmployees = [
    { employeeCode: 'VI-001', dob: '1990-05-15', destination: 'r****@example.com', record },
  ];
  initRequests = recordRequests('POST', '/api/career/init-otp', (request) => request.json());
  verifyRequests = recordRequests('POST', '/api/career/verify-otp', (request) => request.json());
});

afterEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

function renderCareers({ fakeTimers = false } = {}) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(<EmployeeVerificationButton />);
  return { user };
}

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Employee Verification' }));
  return screen.findByRole('dialog', { name: 'Employee Verification' });
}

/** Types into the picker's day, month and year sections, as a person would. */
async function typeDate(user: User, label: string, digits: string) {
  await user.click(screen.getByRole('group', { name: label }));
  await user.keyboard(digits);
}

async function fillStepOne(user: User, code = 'VI-001', dobDigits = '15051990') {
  await user.type(screen.getByRole('textbox', { name: /employee code/i }), code);
  await typeDate(user, 'Date of Birth', dobDigits);
}

/** A handler that waits until the test lets it answer, to look at the busy state. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

describe('EmployeeVerificationDialog', () => {
  it('is ready before the first tap: rendered hidden once the page is idle, shown by the tap', async () => {
    jest.useFakeTimers();
    const { user } = renderCareers({ fakeTimers: true });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    // jsdom has no idle callbacks: the page counts as idle a second on.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(dialog).toBeVisible();
    // Its fields mounted while hidden: the opening still puts the focus in the first one, so
    // what the visitor types lands there.
    const code = within(dialog).getByRole('textbox', { name: /employee code/i });
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('VI-001');
    expect(code).toHaveValue('VI-001');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('asks for both fields before sending anything', async () => {
    const { user } = renderCareers();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');

    await user.type(within(dialog).getByRole('textbox', { name: /employee code/i }), 'VI-001');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(initRequests).toHaveLength(0);
  });

  it('refuses a partly typed or impossible date of birth', async () => {
    const { user } = renderCareers();
    const dialog = await openDialog(user);

    await fillStepOne(user, 'VI-001', '1505');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Date input not valid.');

    await user.keyboard('{Backspace}{Backspace}');
    await typeDate(user, 'Date of Birth', '31021990');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Date input not valid.');
    expect(initRequests).toHaveLength(0);
  });

  it('shows its privacy notice before anything is sent: what is checked, and that the date is not kept', async () => {
    const { user } = renderCareers();
    const dialog = await openDialog(user);
    const notice = within(dialog).getByRole('region', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent(/Your date of birth is not stored/);
    expect(within(notice).getByRole('link', { name: /full Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(initRequests).toHaveLength(0);
  });

  it('sends the code, verifies it and opens the details with the record', async () => {
    const sending = gate();
    const verifying = gate();
    server.use(
      http.post(INIT_URL, async () => {
        await sending.opened;
        return undefined;
      }),
      http.post(VERIFY_URL, async () => {
        await verifying.opened;
        return undefined;
      }),
    );
    const { user } = renderCareers();
    const dialog = await openDialog(user);

    await fillStepOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));

    const busySend = await within(dialog).findByRole('button', {
      name: 'Sending verification code...',
    });
    expect(busySend).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    sending.release();

    expect(await within(dialog).findByText('Code sent to r****@example.com')).toBeVisible();
    expect(initRequests).toEqual([
      {
        employeeCode: 'VI-001',
        dob: '1990-05-15',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      },
    ]);
    expect(db.otpChallenges.get('VI-001')?.noticeVersion).toBe(
      PRIVACY_NOTICE_VERSIONS.verification,
    );

    const otp = within(dialog).getByRole('textbox', { name: /otp/i });
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(otp).toHaveAttribute('inputMode', 'numeric');
    expect(otp).toHaveAttribute('autoComplete', 'one-time-code');

    await user.type(otp, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit OTP.',
    );
    expect(verifyRequests).toHaveLength(0);

    await user.type(otp, '4567');
    expect(otp).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const busyVerify = await within(dialog).findByRole('button', { name: 'Verifying...' });
    expect(busyVerify).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    verifying.release();

    // The details page reads the record from this tab's session storage.
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/employee-details'));
    expect(verifyRequests).toEqual([{ employeeCode: 'VI-001', otp: '123456' }]);

    const stored = JSON.parse(window.sessionStorage.getItem(VERIFIED_RECORD_KEY) ?? 'null');
    expect(stored.record).toEqual(record);
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(VERIFIED_RECORD_TTL_MS - 60_000);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(VERIFIED_RECORD_TTL_MS);
    expect(window.localStorage.length).toBe(0);
  });

  it("shows the server's message, else the spec's fallback, at each step", async () => {
    const { user } = renderCareers();
    const dialog = await openDialog(user);

    await fillStepOne(user, 'VI-999');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No employee matches that employee code and date of birth.',
    );

    server.use(
      http.post(INIT_URL, () => HttpResponse.json({ success: false }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to send OTP. Please try again.',
      ),
    );

    const code = within(dialog).getByRole('textbox', { name: /employee code/i });
    await user.clear(code);
    await user.type(code, 'VI-001');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    const otp = await within(dialog).findByRole('textbox', { name: /otp/i });

    await user.type(otp, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is not correct. 4 attempts left.',
    );

    server.use(
      http.post(VERIFY_URL, () => HttpResponse.json({ success: false }, { status: 400 }), {
        once: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'),
    );
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
  });

  it('counts down before a new code may be asked for, then sends one', async () => {
    jest.useFakeTimers();
    const { user } = renderCareers({ fakeTimers: true });
    const dialog = await openDialog(user);
    await fillStepOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await within(dialog).findByText('Code sent to r****@example.com');

    expect(within(dialog).getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(15_000));
    expect(within(dialog).getByRole('button', { name: 'Resend code in 45s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(45_000));
    const resend = within(dialog).getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(initRequests).toHaveLength(2));
    expect(
      await within(dialog).findByRole('button', { name: 'Resend code in 60s' }),
    ).toBeDisabled();
  });

  it('follows the wait the server asks for when it refuses a new code', async () => {
    jest.useFakeTimers();
    const { user } = renderCareers({ fakeTimers: true });
    const dialog = await openDialog(user);
    await fillStepOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await within(dialog).findByText('Code sent to r****@example.com');

    server.use(
      http.post(
        INIT_URL,
        () =>
          HttpResponse.json(
            {
              success: false,
              message: 'Please wait before asking for another code.',
              data: { retryAfterSeconds: 90 },
            },
            { status: 429, headers: { 'Retry-After': '90' } },
          ),
        { once: true },
      ),
    );
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait before asking for another code.',
    );
    expect(within(dialog).getByRole('button', { name: 'Resend code in 90s' })).toBeDisabled();
  });

  it('starts clean when reopened after an error, keeping what was typed', async () => {
    const { user } = renderCareers();
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /employee code/i }), 'VI-001');
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /employee code/i })).toHaveValue('VI-001');
  });

  it('goes back to step 1 and closes with the close button or the backdrop', async () => {
    const { user } = renderCareers();
    let dialog = await openDialog(user);
    await fillStepOne(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await within(dialog).findByRole('textbox', { name: /otp/i });

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /employee code/i })).toHaveValue('VI-001');

    // Same details while the code is fresh: back to step 2 without asking for another.
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }));
    await within(dialog).findByRole('textbox', { name: /otp/i });
    expect(initRequests).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    // The backdrop: a click outside the dialog's paper.
    await user.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
