import { JOB_LOCATIONS, officeIn } from '@vistaar/shared/config';
import { jobWorkplace } from './job-workplace';

describe('jobWorkplace', () => {
  it.each([
    ['Remote - India', 'Full-time', { arrangement: 'remote', applicantsFrom: 'India' }],
    ['Remote - Global', 'Contract', { arrangement: 'remote', applicantsFrom: 'anywhere' }],
    ['Hybrid - Mumbai', 'Full-time', { arrangement: 'hybrid', city: 'Mumbai' }],
    ['On-site - Bangalore', 'Remote', { arrangement: 'on-site', city: 'Bangalore' }],
    ['Pune, India', 'Full-time', { arrangement: 'on-site', city: 'Pune' }],
    ['Delhi, India', 'Hybrid', { arrangement: 'hybrid', city: 'Delhi' }],
    ['Chennai, India', 'Remote', { arrangement: 'remote', applicantsFrom: 'India' }],
  ])('%s (%s)', (location, jobType, expected) => {
    expect(jobWorkplace(location, jobType)).toEqual(expected);
  });

  it('has a real office address for every city a job can be in', () => {
    for (const location of JOB_LOCATIONS) {
      const { arrangement, city } = jobWorkplace(location, 'Full-time');
      if (arrangement === 'remote') continue;
      expect({ location, office: officeIn(city) }).toEqual({
        location,
        office: expect.objectContaining({
          streetAddress: expect.any(String),
          locality: expect.any(String),
          region: expect.any(String),
          postalCode: expect.stringMatching(/^\d{6}$/),
        }),
      });
    }
    expect(officeIn('Atlantis')).toBeUndefined();
    expect(officeIn('toString')).toBeUndefined();
  });
});
