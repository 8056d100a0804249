/** An employee record as the staff form sends it, with a code of the caller's choosing. */
export function employeeFields(overrides: Record<string, unknown> = {}) {
  return {
    employee_code: 'VI-2001',
    full_name: 'Kavya Menon',
    date_of_birth: '1994-08-21',
    gender: 'Female',
    phone_number: '9812345670',
    personal_email: 'kavya.menon@example.com',
    official_email: 'kavya.menon@vistaar.example.com',
    designation: 'QA Engineer',
    department: 'Engineering',
    joining_date: '2021-01-11',
    salary: '900000',
    employment_type: 'Full-time',
    grade: 'L2',
    status: 'Active',
    termination_date: '',
    ...overrides,
  };
}
