import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { EmployeeDraft } from '@vistaar/shared/contract';
import { employeeMessages } from '@vistaar/shared/validation';
import { HiredWithoutRecordList } from './HiredWithoutRecordList';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

const draft: EmployeeDraft = {
  applicationId: 41,
  employeeId: null,
  fields: {
    full_name: 'Ishita Mehta',
    personal_email: 'ishita@example.com',
    phone_number: '9876543210',
    date_of_birth: '1996-04-12',
    gender: 'Female',
    designation: 'Data Analyst',
    department: 'Engineering',
    joining_date: '2026-11-27',
  },
};

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('HiredWithoutRecordList', () => {
  let sent: Record<string, unknown>[];
  beforeEach(() => {
    db.hiredCandidates = [
      {
        applicationId: 41,
        fullName: 'Ishita Mehta',
        jobTitle: 'Data Analyst',
        hiredAt: '2026-11-27T06:00:00.000Z',
      },
      {
        applicationId: 42,
        fullName: 'Kabir Shah',
        jobTitle: 'QA Engineer',
        hiredAt: '2026-11-27T07:00:00.000Z',
      },
    ];
    db.employeeDrafts = [draft, { ...draft, applicationId: 42 }];
    sent = recordRequests(
      'POST',
      '/api/career/applications/41/employee',
      (request) => request.json() as Promise<Record<string, unknown>>,
    );
  });

  it('lists the first five hires, the rest behind Show all', async () => {
    db.hiredCandidates = Array.from({ length: 7 }, (_, index) => ({
      applicationId: 50 + index,
      fullName: `Hire ${index + 1}`,
      jobTitle: 'QA Engineer',
      hiredAt: '2026-11-27T07:00:00.000Z',
    }));
    const user = userEvent.setup();
    renderWithProviders(<HiredWithoutRecordList />, signedIn);
    const section = await screen.findByRole('region', { name: 'Hired, no employee record yet' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    const more = within(section).getByRole('button', { name: 'Show all 7' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    const fewer = within(section).getByRole('button', { name: 'Show the first 5' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
  });

  it("opens a hired candidate's record prefilled from the application, and saves it completed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HiredWithoutRecordList />, signedIn);
    const section = await screen.findByRole('region', { name: 'Hired, no employee record yet' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      within(section).getByRole('button', { name: 'Create employee record: Ishita Mehta' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Create employee record/ });
    await waitFor(() => expect(field(dialog, /Full Name/)).toHaveValue('Ishita Mehta'));
    expect(field(dialog, /Personal Email/)).toHaveValue('ishita@example.com');
    expect(field(dialog, /Phone Number/)).toHaveValue('9876543210');
    expect(field(dialog, /Designation/)).toHaveValue('Data Analyst');
    expect(field(dialog, /Department/)).toHaveValue('Engineering');
    expect(dialog.querySelector('input[name="joining_date"]')).toHaveValue('27/11/2026');
    expect(dialog.querySelector('input[name="date_of_birth"]')).toHaveValue('12/04/1996');

    // What the application cannot tell is asked for, with the register's messages.
    await user.click(within(dialog).getByRole('button', { name: 'Save Employee' }));
    expect(await within(dialog).findByText(employeeMessages.codeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(employeeMessages.salaryRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(field(dialog, /Employee Code/));
    await user.paste('VI-3001');
    await user.click(field(dialog, /Salary/));
    await user.paste('720000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Employee' }));

    expect(
      await within(dialog).findByText(
        'Employee added successfully. Ishita Mehta is now in the employee list.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        employee_code: 'VI-3001',
        full_name: 'Ishita Mehta',
        designation: 'Data Analyst',
        joining_date: '2026-11-27',
        salary: 720000,
      }),
    ]);
    expect(db.employees).toEqual([
      expect.objectContaining({ employee_code: 'VI-3001', full_name: 'Ishita Mehta' }),
    ]);
    // Made: the candidate leaves the list while the dialog still says so.
    await waitFor(() =>
      expect(
        within(section).queryByRole('button', { name: 'Create employee record: Ishita Mehta' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the record was made meanwhile, and offers no form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HiredWithoutRecordList />, signedIn);
    const button = await screen.findByRole('button', {
      name: 'Create employee record: Kabir Shah',
    });
    db.employeesFromApplications.set(42, 9);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^Create employee record/ });
    expect(
      await within(dialog).findByText('An employee record was already made from this application.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Employee' })).not.toBeInTheDocument();
  });
});
