import type { EmployeeDetailsRecord } from '@/entities/employee';
import type { StaffJob } from '@/entities/job';

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

/** An open job as staff see it, with no applications yet; tests spread over it what they need. */
export const seniorReactJob: StaffJob = {
  id: 7,
  title: 'Senior React Developer',
  department: 'Engineering',
  location: 'Delhi, India',
  jobType: 'Full-time',
  experience: '3-5 years',
  salaryRange: '18-24 LPA',
  skills: ['React', 'TypeScript'],
  description: 'Build the staff dashboards of our HR and learning products.',
  postedAt: '2026-01-05T09:30:00.000Z',
  updatedAt: '2026-01-05T09:30:00.000Z',
  isActive: true,
  closesOn: '2026-03-06',
  closedReason: null,
  applicationCount: 0,
};
