import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  STAFF_TOKEN,
  db,
  fakeMatchMedia,
  ravisSharing,
  recordRequests,
  renderWithProviders,
  server,
} from '@tests/support/web';
import type { Employee } from '@/entities/employee';
import { EmployeeListPage } from './EmployeeListPage';

function makeEmployee(id: number, overrides: Partial<Employee> = {}): Employee {
  return {
    id,
    employee_code: `VI-${String(id).padStart(3, '0')}`,
    full_name: `Employee ${id}`,
    date_of_birth: '1992-03-10',
    gender: 'Female',
    phone_number: '9876500000',
    personal_email: `employee${id}@example.com`,
    official_email: '',
    designation: 'Developer',
    department: 'Engineering',
    joining_date: '2021-04-01',
    salary: 600000,
    employment_type: 'Full-time',
    grade: 'A1',
    status: 'Active',
    termination_date: '',
    profile_image_url: null,
    created_at: '2021-04-01T09:00:00.000Z',
    updated_at: '2021-04-01T09:00:00.000Z',
    ...overrides,
  };
}

const BASE = 'http://localhost/api/employees';
let listRequests: URLSearchParams[] = [];

const originalMatchMedia = window.matchMedia;

/** A desktop-sized screen: breakpoint queries (min-width) match, so every column shows. */
const desktopMatchMedia = fakeMatchMedia(['min-width']);

beforeAll(() => {
  window.matchMedia = desktopMatchMedia;
});
beforeEach(() => {
  listRequests = recordRequests(
    'GET',
    '/api/employees',
    (request) => new URL(request.url).searchParams,
  );
  db.employees = [
    makeEmployee(1, { full_name: 'Ravi Kumar', designation: 'Senior Developer' }),
    makeEmployee(2, { full_name: 'Asha Verma', status: 'Black Listed' }),
    makeEmployee(3, {
      full_name: 'Meera Nair',
      status: 'Resigned',
      termination_date: '2024-02-29',
    }),
  ];
});
afterEach(() => {
  jest.useRealTimers();
});
afterAll(() => {
  window.matchMedia = originalMatchMedia;
});

function renderPage({ fakeTimers = false } = {}) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(<EmployeeListPage />, {
    route: '/employee-list',
    preloadedState: { session: { token: STAFF_TOKEN } },
  });
  return { user };
}

const grid = () => screen.getByRole('grid', { name: 'Employee List' });
const statusLine = () => screen.getByRole('status');

/** The message line's text (found even while a closing dialog still hides the page). */
async function findMessage(text: string) {
  const message = await screen.findByText(text);
  expect(message.closest('[role="status"]')).not.toBeNull();
  return message;
}

describe('EmployeeListPage', () => {
  it('lists the employees with the columns and status colours of the spec', async () => {
    renderPage();
    expect(await within(grid()).findByText('Ravi Kumar')).toBeInTheDocument();

    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Code',
      'Name',
      'Designation',
      'Department',
      'Email',
      'Phone',
      'Status',
      'Actions',
    ]);

    const row = within(grid()).getByText('Ravi Kumar').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('VI-001')).toBeInTheDocument();
    expect(within(row).getByText('Senior Developer')).toBeInTheDocument();
    expect(within(row).getByText('employee1@example.com')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Ravi Kumar' })).toHaveTextContent('RK');

    expect(within(grid()).getByText('Active').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(grid()).getByText('Black Listed').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(grid()).getByText('Resigned').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(listRequests[0].get('page')).toBe('1');
    expect(listRequests[0].get('limit')).toBe('25');
  });

  it('starts narrow screens with the essential columns', async () => {
    // A phone: no min-width query matches.
    window.matchMedia = fakeMatchMedia([]);
    try {
      renderPage();
      await within(grid()).findByText('Ravi Kumar');
      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual(['Code', 'Name', 'Status', 'Actions']);
    } finally {
      window.matchMedia = desktopMatchMedia;
    }
  });

  it("toggles the form with 'Add Employee' / 'Close Form'", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(screen.getByRole('form', { name: 'New Employee' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /employee code/i })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close Form' }));
    expect(screen.queryByRole('form', { name: 'New Employee' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Employee' })).toBeInTheDocument();
  });

  it('searches code and name on the server 300 ms after typing, from page 1', async () => {
    const { user } = renderPage();
    await within(grid()).findByText('Ravi Kumar');

    await user.type(screen.getByRole('searchbox', { name: 'Search by code or name' }), 'asha');
    expect(listRequests.some((params) => params.get('search'))).toBe(false);

    await waitFor(() => expect(within(grid()).queryByText('Ravi Kumar')).not.toBeInTheDocument());
    expect(within(grid()).getByText('Asha Verma')).toBeInTheDocument();
    const searches = listRequests.filter((params) => params.get('search'));
    expect(searches.map((params) => params.get('search'))).toEqual(['asha']);
    expect(searches[0].get('page')).toBe('1');
  });

  it('pages on the server', async () => {
    db.employees = Array.from({ length: 30 }, (_, index) => makeEmployee(index + 1));
    const { user } = renderPage();
    await within(grid()).findByText('Employee 1');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(grid()).findByText('Employee 26')).toBeInTheDocument();
    expect(within(grid()).queryByText('Employee 1')).not.toBeInTheDocument();
    expect(listRequests.at(-1)?.get('page')).toBe('2');
  });

  it('opens an edit prefilled, saves it, and clears the green message after 3 seconds', async () => {
    jest.useFakeTimers();
    const { user } = renderPage({ fakeTimers: true });
    await within(grid()).findByText('Ravi Kumar');

    await user.click(within(grid()).getByRole('menuitem', { name: 'Edit Ravi Kumar' }));
    const form = screen.getByRole('form', { name: 'Edit Employee' });
    expect(within(form).getByRole('textbox', { name: /employee code/i })).toHaveValue('VI-001');
    expect(within(form).getByRole('textbox', { name: /full name/i })).toHaveValue('Ravi Kumar');
    expect((within(form).getByLabelText('Profile photo') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Close Form' })).toBeInTheDocument();

    const designation = within(form).getByRole('textbox', { name: /designation/i });
    await user.clear(designation);
    await user.type(designation, 'Tech Lead');
    await user.click(within(form).getByRole('button', { name: 'Update Employee' }));

    const message = await within(statusLine()).findByText('Employee updated successfully');
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.queryByRole('form', { name: 'Edit Employee' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Employee' })).toBeInTheDocument();
    expect(await within(grid()).findByText('Tech Lead')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2_900));
    expect(within(statusLine()).getByText('Employee updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(statusLine()).toBeEmptyDOMElement();
  });

  it('deletes after confirmation, and says so', async () => {
    const { user } = renderPage();
    await within(grid()).findByText('Asha Verma');

    await user.click(within(grid()).getByRole('menuitem', { name: 'Delete Asha Verma' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete employee?' });
    expect(dialog).toHaveTextContent('Asha Verma (VI-002)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.employees).toHaveLength(3);

    await user.click(within(grid()).getByRole('menuitem', { name: 'Delete Asha Verma' }));
    dialog = screen.getByRole('dialog', { name: 'Delete employee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const message = await findMessage('Employee deleted successfully');
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    await waitFor(() => expect(within(grid()).queryByText('Asha Verma')).not.toBeInTheDocument());
    expect(db.employees.map((employee) => employee.id)).toEqual([1, 3]);
  });

  it("opens an employee's verification sharing from the row, and closes it", async () => {
    db.employeeSharing.set(1, ravisSharing);
    const { user } = renderPage();
    await within(grid()).findByText('Ravi Kumar');

    await user.click(
      within(grid()).getByRole('menuitem', { name: 'Verification sharing of Ravi Kumar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Verification sharing: Ravi Kumar',
    });
    expect(
      await within(dialog).findByRole('heading', { name: 'Open error reports (1)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'VerifyCo' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in red when deleting fails', async () => {
    server.use(
      http.delete(`${BASE}/:id`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderPage();
    await within(grid()).findByText('Asha Verma');
    await user.click(within(grid()).getByRole('menuitem', { name: 'Delete Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const message = await findMessage('Failed to delete employee');
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
  });

  it('says in red when the list cannot be fetched', async () => {
    server.use(
      http.get(BASE, () => HttpResponse.json({ success: false }, { status: 500 }), { once: true }),
    );
    renderPage();
    const message = await within(statusLine()).findByText('Failed to fetch employees');
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
  });
});
