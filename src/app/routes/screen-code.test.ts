import { paths } from '@vistaar/shared/config';
import { screenAt } from './screen-code';

describe('screenAt', () => {
  it('finds the screen a path opens, a route pattern standing for its records', () => {
    expect(screenAt('/applied-job')).toBe(paths.appliedJob);
    expect(screenAt('/employee-list/')).toBe(paths.employeeList);
    expect(screenAt('/applied-job/42')).toBe(paths.applicationRecord);
    expect(screenAt('/applied-job/candidates/7')).toBe(paths.candidateRecord);
  });

  it('prefers a screen of its own to a pattern that would also match', () => {
    expect(screenAt('/privacy/breaches/new')).toBe(paths.privacyBreachNew);
    expect(screenAt('/privacy/breaches/3')).toBe(paths.privacyBreach);
  });

  it('finds nothing for the sign-in page or a public page', () => {
    expect(screenAt(paths.login)).toBeUndefined();
    expect(screenAt('/about')).toBeUndefined();
    expect(screenAt('/applied-job/42/extra')).toBeUndefined();
  });
});
