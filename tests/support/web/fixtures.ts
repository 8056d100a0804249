import type { EmployeeDetailsRecord } from '@/entities/employee';

/** What a verified employee sees about themselves: an Active engineer with both e-mails. */
export const employeeDetailsRecord: EmployeeDetailsRecord = {
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
