import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeDetailsRecord, renderWithProviders } from '@tests/support/web';
import {
  VERIFIED_RECORD_KEY,
  VERIFIED_RECORD_TTL_MS,
  saveVerifiedRecord,
  type EmployeeDetailsRecord,
} from '@/entities/employee';
import { goTo } from '@/shared/lib/navigation';
import { EmployeeDetailsPage } from './EmployeeDetailsPage';

jest.mock('@/shared/lib/navigation', () => ({ goTo: jest.fn() }));

const record = employeeDetailsRecord;

/** The page as the verification leaves it: the record in this tab's session storage. */
function renderPage(verified?: EmployeeDetailsRecord) {
  if (verified) saveVerifiedRecord(verified);
  const user = userEvent.setup();
  renderWithProviders(<EmployeeDetailsPage />);
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
  jest.mocked(goTo).mockClear();
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

  it('shows the verified record, with rupees and US dates', async () => {
    renderPage(record);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' }),
    ).toBeInTheDocument();
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
  });

  it('shows the termination date of a record that has one', async () => {
    renderPage({ ...record, TerminationDate: '2024-02-29', Status: 'Resigned' });
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
    async (status) => {
      renderPage({ ...record, Status: status });
      const banner = await screen.findByRole('status');
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
    const { user } = renderPage(record);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(goTo).toHaveBeenCalledWith('/career');
    expect(window.sessionStorage.getItem(VERIFIED_RECORD_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Employee Data Found' })).toBeInTheDocument();
  });
});
