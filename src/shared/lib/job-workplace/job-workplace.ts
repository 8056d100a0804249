/** Where a job is done, read from its location and job type as staff chose them. */
export interface JobWorkplace {
  arrangement: 'on-site' | 'hybrid' | 'remote';
  /** The office city for on-site and hybrid work ('Mumbai'); absent for remote work. */
  city?: string;
  /** Where a remote worker may live. */
  applicantsFrom?: 'India' | 'anywhere';
}

/**
 * 'Remote - India' and 'Remote - Global' are remote, 'Hybrid - Mumbai' is hybrid, and a city
 * ('Pune, India', 'On-site - Bangalore') is on-site unless the job type says Remote or Hybrid.
 */
export function jobWorkplace(location: string, jobType: string): JobWorkplace {
  const [prefix, rest] = location.includes(' - ')
    ? (location.split(' - ', 2) as [string, string])
    : ['', location];
  if (prefix === 'Remote') {
    return { arrangement: 'remote', applicantsFrom: /global/i.test(rest) ? 'anywhere' : 'India' };
  }
  const city = rest.replace(/,\s*India$/i, '').trim();
  if (prefix === 'Hybrid') return { arrangement: 'hybrid', city };
  if (prefix !== 'On-site' && jobType === 'Remote') {
    return { arrangement: 'remote', applicantsFrom: 'India' };
  }
  if (prefix !== 'On-site' && jobType === 'Hybrid') return { arrangement: 'hybrid', city };
  return { arrangement: 'on-site', city };
}
