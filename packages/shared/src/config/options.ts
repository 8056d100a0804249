/** Option lists from the product spec (section 3). */

export const GENDER_OPTIONS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'O', label: 'Other' },
] as const;
export type GenderCode = (typeof GENDER_OPTIONS)[number]['value'];

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Applicant experience: Fresher is 0, then 1 to 9 years, then 10+. */
export const APPLICATION_EXPERIENCE_OPTIONS: { value: string; label: string }[] = [
  { value: '0', label: 'Fresher' },
  ...Array.from({ length: 9 }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1} ${i === 0 ? 'year' : 'years'}`,
  })),
  { value: '10+', label: '10+ years' },
];

export const JOB_DEPARTMENTS = [
  'Engineering',
  'Product',
  'Design',
  'Marketing',
  'Sales',
  'Human Resources',
  'Finance',
  'Operations',
  'Customer Success',
] as const;

export const JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Internship',
  'Remote',
  'Hybrid',
] as const;

export const JOB_EXPERIENCE_LEVELS = [
  'Entry Level (0-1 years)',
  '1-2 years',
  '2-3 years',
  '3-5 years',
  '5+ years',
  'Senior Level (7+ years)',
] as const;

export const JOB_LOCATIONS = [
  'Remote - India',
  'Remote - Global',
  'Mumbai, India',
  'Bangalore, India',
  'Delhi, India',
  'Hyderabad, India',
  'Pune, India',
  'Chennai, India',
  'Hybrid - Mumbai',
  'Hybrid - Bangalore',
  'On-site - Mumbai',
  'On-site - Bangalore',
] as const;

export const EMPLOYEE_GENDERS = ['Male', 'Female', 'Other'] as const;
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Intern', 'Contract'] as const;
export const EMPLOYEE_STATUSES = [
  'Active',
  'Inactive',
  'Terminated',
  'Resigned',
  'Black Listed',
] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
