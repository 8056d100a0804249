import { EMPLOYEE_STATUSES } from '@vistaar/shared/config';
import { isBlackListed, statusColor } from './employee-status';

describe('isBlackListed', () => {
  it.each(['Black Listed', 'Black-Listed', 'black-listed', 'BLACK LISTED', 'Blacklisted'])(
    '%s counts as black listed',
    (status) => {
      expect(isBlackListed(status)).toBe(true);
    },
  );

  it.each(['Active', 'Inactive', 'Terminated', 'Resigned', '', 'Black', undefined])(
    '%s does not',
    (status) => {
      expect(isBlackListed(status)).toBe(false);
    },
  );
});

describe('statusColor', () => {
  it('is green for Active only', () => {
    expect(statusColor('Active')).toBe('success');
    expect(statusColor('active')).toBe('success');
  });

  it('is red for every other status', () => {
    for (const status of EMPLOYEE_STATUSES.filter((s) => s !== 'Active')) {
      expect(statusColor(status)).toBe('error');
    }
    expect(statusColor('Black-Listed')).toBe('error');
    expect(statusColor('')).toBe('error');
  });
});
