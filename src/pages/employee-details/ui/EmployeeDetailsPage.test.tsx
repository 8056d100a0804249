import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { EmployeeDetailsRecord } from '@/entities/employee';
import {
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
  saveVerifiedRecord,
} from '@/features/employees';
import { EmployeeDetailsPage } from './EmployeeDetailsPage';

const record: EmployeeDetailsRecord = {
  ProfileImage: '',
  FirstName: 'Ravi',
  LastName: 'Kumar',
  Designation: 'Senior Developer',
  Department: 'Engineering',
  Status: 'Active',
  Grade: 'B2',
  DOB: '1990-05-15',
  Gender: 'Male',
  PhoneNumber: '9876543210',
  PersonalEmail: 'ravi@example.com',
  OfficialEmail: 'ravi.kumar@vistaarinfotech.in',
  JoiningDate: '2020-01-06',
  Salary: 1200000,
  EmploymentType: 'Full-time',
  TerminationDate: '',
};

let lastState: unknown;
function StateProbe() {
  lastState = useLocation().state;
  return null;
}

function renderPage(state?: { employee: unknown }) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[{ pathname: '/employee-details', state }]}>
        <StateProbe />
        <Routes>
          <Route path="/employee-details" element={<EmployeeDetailsPage />} />
          <Route path="/career" element={<h1>Careers page</h1>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user };
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

/** The value shown next to a label in a section. */
function valueOf(title: string, label: string) {
  const term = within(section(title)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

function cssRules(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => rule.cssText),
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  lastState = undefined;
});

describe('EmployeeDetailsPage', () => {
  it('says there is nothing to show without a verified record', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No Employee Data Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please verify your OTP first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute(
      'href',
      '/career',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('shows the record passed by navigation, with rupees and US dates', () => {
    renderPage({ employee: record });

    expect(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('Senior Developer · Engineering')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ravi Kumar' })).toHaveTextContent('RK');
    expect(screen.getByText('Grade B2')).toBeInTheDocument();
    const statusBadge = screen.getAllByText('Active')[0].closest('.MuiChip-root');
    expect(statusBadge).toHaveClass('MuiChip-colorSuccess');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    expect(valueOf('Personal Information', 'Date of Birth')).toBe('May 15, 1990');
    expect(valueOf('Personal Information', 'Gender')).toBe('Male');
    expect(valueOf('Personal Information', 'Phone')).toBe('9876543210');
    expect(valueOf('Personal Information', 'Personal Email')).toBe('ravi@example.com');
    expect(valueOf('Personal Information', 'Official Email')).toBe('ravi.kumar@vistaarinfotech.in');
    expect(valueOf('Professional Information', 'Joining Date')).toBe('January 6, 2020');
    expect(valueOf('Professional Information', 'Employment Type')).toBe('Full-time');
    expect(valueOf('Professional Information', 'Salary')).toBe('₹12,00,000 per annum');
    expect(valueOf('Employee Summary', 'Grade')).toBe('B2');
    expect(valueOf('Employee Summary', 'Status')).toBe('Active');
    expect(valueOf('Employee Summary', 'Department')).toBe('Engineering');
    expect(screen.queryByRole('region', { name: 'Termination Date' })).not.toBeInTheDocument();

    // The record leaves the history entry: a reload after the expiry will not show it.
    expect(lastState).toBeNull();
  });

  it('reads a fresh record from this tab when there is no navigation state', async () => {
    saveVerifiedRecord({ ...record, TerminationDate: '2024-02-29', Status: 'Resigned' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(valueOf('Termination Date', 'Last working day')).toBe('February 29, 2024');
    expect(screen.getAllByText('Resigned')[0].closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
  });

  it('ignores an expired record', async () => {
    saveVerifiedRecord(record, Date.now() - VERIFIED_RECORD_TTL_MS - 1);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No Employee Data Found' }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
  });

  it.each(['Black Listed', 'Black-Listed'])(
    'shows a large pulsing status when the status is %s',
    (status) => {
      renderPage({ employee: { ...record, Status: status } });
      const banner = screen.getByRole('status');
      expect(banner).toHaveTextContent(status);
      expect(banner).toHaveAttribute('data-animation', 'pulse');
      // A keyframes animation that repeats, and none for people who ask for less motion.
      const animation = getComputedStyle(banner).animation;
      expect(animation).toMatch(/infinite/);
      const keyframesName = animation.split(' ')[0];
      const rules = cssRules();
      expect(rules.some((rule) => rule.startsWith(`@keyframes ${keyframesName} `))).toBe(true);
      const reducedMotion = rules.filter((rule) =>
        rule.startsWith('@media (prefers-reduced-motion: reduce)'),
      );
      expect(
        reducedMotion.some((rule) =>
          Array.from(banner.classList).some(
            (name) => rule.includes(`.${name}`) && /animation: none/.test(rule),
          ),
        ),
      ).toBe(true);
      expect(banner.closest('.MuiCard-root')).not.toBeNull();
    },
  );

  it("'Done' forgets the record and goes back to the careers page", async () => {
    saveVerifiedRecord(record);
    const { user } = renderPage({ employee: record });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Careers page' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
  });
});
