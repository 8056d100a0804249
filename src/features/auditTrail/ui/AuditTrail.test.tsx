import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_TOKEN, db, recordRequests, renderWithProviders } from '@tests/support/web';
import type { AuditEntry } from '@vistaar/shared/contract';
import { AuditTrail } from './AuditTrail';

const entry = (id: number, values: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-20T09:15:00.000Z',
  staffId: 1,
  staffName: 'Hr',
  action: 'auth.signed-in',
  entity: 'staff',
  entityId: '1',
  details: null,
  address: '10.0.0.7',
  ...values,
});

const staff = [
  { id: 1, name: 'Hr' },
  { id: 2, name: 'Meera Iyer' },
];

describe('AuditTrail', () => {
  beforeEach(() => {
    db.auditEntries = [
      entry(1, { details: '{"method":"totp","search":""}' }),
      entry(2, {
        staffId: 2,
        staffName: 'Meera Iyer',
        action: 'employee.viewed',
        entity: 'employee',
        entityId: '7',
        at: '2026-11-21T10:00:00.000Z',
      }),
      entry(3, {
        staffId: 2,
        staffName: 'Meera Iyer',
        action: 'two-factor.enabled',
        at: '2026-11-22T11:00:00.000Z',
      }),
    ];
  });

  it('lists who did what, newest first, and filters by staff member and kind of change', async () => {
    const requests = recordRequests('GET', '/api/audit');
    renderWithProviders(<AuditTrail staff={staff} />, {
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    const grid = await screen.findByRole('grid', { name: 'Audit entries' });
    expect(await within(grid).findByText('Turned on two-factor sign-in')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    // Stored JSON details read as name: value pairs, empty ones left out.
    expect(within(grid).getByText('method: totp')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Staff member'));
    await user.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await user.click(screen.getByLabelText('Kind of change'));
    await user.click(await screen.findByRole('option', { name: 'Viewed an employee record' }));

    expect(await within(grid).findByText('employee #7')).toBeInTheDocument();
    expect(within(grid).queryByText('Turned on two-factor sign-in')).not.toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(last.searchParams.get('staffId')).toBe('2');
    expect(last.searchParams.get('action')).toBe('employee.viewed');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('says why when the date range runs backwards', async () => {
    renderWithProviders(<AuditTrail staff={staff} />, {
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    await screen.findByText('Turned on two-factor sign-in');
    const user = userEvent.setup();
    // The staff area's DD/MM/YYYY picker, fetched when reached for (here, or in an earlier
    // test); the URL keeps YYYY-MM-DD.
    const lookalike = screen.queryByRole('textbox', { name: 'From' });
    if (lookalike) await user.click(lookalike);
    await user.click(await screen.findByRole('group', { name: 'From' }));
    await user.keyboard('22112026');
    await user.click(screen.getByRole('group', { name: 'To' }));
    await user.keyboard('01112026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the filters.');
  });

  it('keeps its filters and page in the URL, so a reload or a shared link shows the same entries', async () => {
    const requests = recordRequests('GET', '/api/audit');
    renderWithProviders(<AuditTrail staff={staff} />, {
      route:
        '/audit-trail?staffId=2&action=employee.viewed&from=2026-11-01&to=2026-11-30&pageSize=50',
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    const grid = await screen.findByRole('grid', { name: 'Audit entries' });
    expect(await within(grid).findByText('employee #7')).toBeInTheDocument();
    expect(within(grid).queryByText('Turned on two-factor sign-in')).not.toBeInTheDocument();
    const shown = (label: string) =>
      screen
        .getByRole('group', { name: label })
        .closest('.MuiPickersInputBase-root')
        ?.querySelector('input');
    // The pickers are fetched when someone reaches for a date filter (here, or in an earlier test).
    const lookalike = screen.queryByRole('textbox', { name: 'From' });
    if (lookalike) fireEvent.pointerOver(lookalike);
    await screen.findByRole('group', { name: 'From' });
    expect(shown('From')).toHaveValue('01/11/2026');
    expect(shown('To')).toHaveValue('30/11/2026');
    const first = requests.at(-1)!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      staffId: '2',
      action: 'employee.viewed',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '50',
    });
  });

  it('leaves malformed filters in a link out of the request', async () => {
    const requests = recordRequests('GET', '/api/audit');
    renderWithProviders(<AuditTrail staff={staff} />, {
      route: '/audit-trail?staffId=abc&from=yesterday',
      preloadedState: { session: { token: STAFF_TOKEN } },
    });
    await screen.findByText('Turned on two-factor sign-in');
    const last = requests.at(-1)!;
    expect(last.searchParams.has('staffId')).toBe(false);
    expect(last.searchParams.has('from')).toBe(false);
  });
});
