import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import {
  STAFF_TOKEN,
  db,
  raviEmployee,
  recordRequests,
  renderWithProviders,
  server,
} from '@tests/support/web';
import type { Employee } from '@/entities/employee';
import { EmployeeForm } from './EmployeeForm';

const employee = raviEmployee;

type Sent = { method: string; contentType: string; json?: unknown; form?: Record<string, unknown> };
let sent: Sent[] = [];

async function capture(request: Request): Promise<Sent> {
  const contentType = request.headers.get('content-type') ?? '';
  const entry: Sent = { method: request.method, contentType };
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    entry.form = Object.fromEntries(form.entries());
  } else {
    entry.json = await request.json();
  }
  sent.push(entry);
  return entry;
}

/**
 * The employee to edit is on record, so its code is taken (409 like the server); every add
 * and update sent is kept in `sent`, in order.
 */
beforeEach(() => {
  db.employees = [{ ...employee }];
  sent = [];
  recordRequests('POST', '/api/employees', capture);
  recordRequests('PUT', `/api/employees/${employee.id}`, capture);
});

function renderForm(current: Employee | null = null) {
  const onSaved = jest.fn();
  const onFailed = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup({ applyAccept: false });
  const { container } = renderWithProviders(
    <EmployeeForm employee={current} onSaved={onSaved} onFailed={onFailed} onCancel={onCancel} />,
    { preloadedState: { session: { token: STAFF_TOKEN } } },
  );
  return { user, onSaved, onFailed, onCancel, container };
}

type User = ReturnType<typeof userEvent.setup>;

/** By label (role queries compute every accessible name, which is slow on a form this size). */
const field = (label: RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

/** Click and paste: one change per field keeps these large-form tests quick. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function typeDate(user: User, label: string, digits: string) {
  await user.click(screen.getByRole('group', { name: label }));
  await user.keyboard(digits);
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label, { selector: '[role="combobox"]' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/**
 * Sets a picker's whole date at once through its hidden input, as the MUI X testing notes
 * describe (section-by-section typing is covered by the format test).
 */
function setDate(container: HTMLElement, name: string, text: string) {
  fireEvent.change(container.querySelector(`input[name="${name}"]`)!, { target: { value: text } });
}

/** Sets a select through its native input (the path browser autofill takes). */
function setSelect(container: HTMLElement, name: string, value: string) {
  fireEvent.change(container.querySelector(`input[name="${name}"]`)!, { target: { value } });
}

async function fillValidEmployee(user: User, container: HTMLElement) {
  await fill(user, field(/employee code/i), 'VI-100');
  await fill(user, field(/full name/i), 'Asha Verma');
  setDate(container, 'date_of_birth', '05/01/1995');
  setSelect(container, 'gender', 'Female');
  await fill(user, field(/phone number/i), '9123456789');
  await fill(user, field(/personal email/i), 'asha@example.com');
  await fill(user, field(/designation/i), 'QA Engineer');
  await fill(user, field(/department/i), 'Engineering');
  setDate(container, 'joining_date', '01/07/2023');
  await fill(user, field(/salary/i), '540000');
  await fill(user, field(/grade/i), 'A1');
}

const saveButton = () => screen.getByRole('button', { name: 'Save Employee' });

describe('EmployeeForm', () => {
  it('starts an add with the defaults and shows the termination date only for leavers', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'New Employee' })).toBeInTheDocument();
    expect(
      screen.getByLabelText(/employment type/i, { selector: '[role="combobox"]' }),
    ).toHaveTextContent('Full-time');
    expect(screen.getByLabelText(/status/i, { selector: '[role="combobox"]' })).toHaveTextContent(
      'Active',
    );
    expect(
      screen.queryByLabelText('Termination Date', { selector: 'input' }),
    ).not.toBeInTheDocument();

    await choose(user, /status/i, 'Resigned');
    expect(screen.getByLabelText('Termination Date', { selector: 'input' })).toBeInTheDocument();
    await choose(user, /status/i, 'Black Listed');
    expect(
      screen.queryByLabelText('Termination Date', { selector: 'input' }),
    ).not.toBeInTheDocument();
    await choose(user, /status/i, 'Terminated');
    expect(screen.getByLabelText('Termination Date', { selector: 'input' })).toBeInTheDocument();
  });

  it('shows every required-field message and sends nothing', async () => {
    const { user, onSaved } = renderForm();
    await user.click(saveButton());

    for (const message of [
      'Employee code is required',
      'Full name is required',
      'Date of birth is required',
      'Gender is required',
      'Phone number is required',
      'Personal email is required',
      'Designation is required',
      'Joining date is required',
      'Salary is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    // The keyboard goes to the first field that needs attention.
    expect(field(/employee code/i)).toHaveFocus();
  });

  it('checks formats, and editing a field clears its message', async () => {
    const { user } = renderForm();
    await fill(user, field(/phone number/i), '5123456789');
    await fill(user, field(/personal email/i), 'asha@example');
    await fill(user, field(/official email/i), 'asha at work');
    await fill(user, field(/salary/i), '0');
    await typeDate(user, 'Date of Birth', '3102');
    await user.click(saveButton());

    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid official email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid salary amount')).toBeInTheDocument();
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();

    await user.type(field(/phone number/i), '{Backspace}');
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.type(field(/personal email/i), '.com');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('adds an employee as JSON with dates as YYYY-MM-DD and the salary as a number', async () => {
    const { user, onSaved, container } = renderForm();
    await fillValidEmployee(user, container);
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Employee added successfully'));
    expect(sent).toHaveLength(1);
    expect(sent[0].contentType).toContain('application/json');
    expect(sent[0].json).toEqual({
      employee_code: 'VI-100',
      full_name: 'Asha Verma',
      date_of_birth: '1995-01-05',
      gender: 'Female',
      phone_number: '9123456789',
      personal_email: 'asha@example.com',
      official_email: '',
      designation: 'QA Engineer',
      department: 'Engineering',
      joining_date: '2023-07-01',
      salary: 540000,
      employment_type: 'Full-time',
      grade: 'A1',
      status: 'Active',
      termination_date: '',
    });
  });

  it('sends multipart with the photo when one is chosen, after checking it', async () => {
    const { user, onSaved, container } = renderForm();
    const picker = screen.getByLabelText('Profile photo');

    await user.upload(picker, new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    expect(screen.getByText('Please upload a JPEG, PNG or WebP photo')).toBeInTheDocument();

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(picker, huge);
    expect(screen.getByText('Photo must be smaller than 2MB')).toBeInTheDocument();

    // Node's File: the fetch and FormData under test are Node's, which take only their own files.
    const photo = new NodeFile(['jpeg-bytes'], 'asha.jpg', { type: 'image/jpeg' });
    await user.upload(picker, photo as unknown as File);
    expect(screen.queryByText('Photo must be smaller than 2MB')).not.toBeInTheDocument();
    expect(screen.getByText('asha.jpg')).toBeInTheDocument();

    await fillValidEmployee(user, container);
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Employee added successfully'));
    expect(sent[0].contentType).toContain('multipart/form-data');
    const form = sent[0].form!;
    expect(form.employee_code).toBe('VI-100');
    expect(form.date_of_birth).toBe('1995-01-05');
    expect(form.salary).toBe('540000');
    expect(form.profile_image).toBeInstanceOf(NodeFile);
    expect((form.profile_image as File).name).toBe('asha.jpg');
    expect(await (form.profile_image as File).text()).toBe('jpeg-bytes');
  });

  it("puts the server's duplicate-code message under the code field", async () => {
    const { user, onFailed, onSaved, container } = renderForm();
    await fillValidEmployee(user, container);
    await user.clear(field(/employee code/i));
    await user.paste('VI-007');
    await user.click(saveButton());

    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith('An employee with this code already exists'),
    );
    expect(field(/employee code/i)).toHaveAccessibleDescription(
      'An employee with this code already exists',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts a 400's field messages under their fields, and says 'Operation failed' without a message", async () => {
    server.use(
      http.post(
        'http://localhost/api/employees',
        () =>
          HttpResponse.json(
            { success: false, errors: { personal_email: 'Invalid email format' } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user, onFailed, container } = renderForm();
    await fillValidEmployee(user, container);
    await user.click(saveButton());

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Operation failed'));
    expect(field(/personal email/i)).toHaveAccessibleDescription('Invalid email format');
  });

  it('opens an edit prefilled, with the file input cleared and the current photo shown', async () => {
    const { user, onSaved, container } = renderForm(employee);
    expect(screen.getByRole('heading', { name: 'Edit Employee' })).toBeInTheDocument();
    expect(field(/employee code/i)).toHaveValue('VI-007');
    expect(field(/full name/i)).toHaveValue('Ravi Kumar');
    expect(field(/official email/i)).toHaveValue('ravi.kumar@vistaarinfotech.in');
    expect(field(/salary/i)).toHaveValue(1200000);
    expect(screen.getByLabelText(/gender/i, { selector: '[role="combobox"]' })).toHaveTextContent(
      'Male',
    );
    expect(container.querySelector('input[name="date_of_birth"]')).toHaveValue('15/05/1990');
    expect(container.querySelector('input[name="joining_date"]')).toHaveValue('06/01/2020');
    expect((screen.getByLabelText('Profile photo') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveAttribute(
      'src',
      employee.profile_image_url,
    );

    await user.clear(field(/designation/i));
    await user.paste('Tech Lead');
    await user.click(screen.getByRole('button', { name: 'Update Employee' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Employee updated successfully'));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      json: { employee_code: 'VI-007', designation: 'Tech Lead', salary: 1200000 },
    });
    expect(sent[0].json).not.toHaveProperty('remove_profile_image');
  });

  it("removes the current photo with 'Remove photo'", async () => {
    const { user, onSaved } = renderForm(employee);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Ravi Kumar' })).not.toHaveAttribute('src');

    await user.click(screen.getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0].json).toMatchObject({ remove_profile_image: true });
  });
});
