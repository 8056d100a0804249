/** The employee details record's fields (spec section 3), as the verification call answers them. */
export const EMPLOYEE_DETAILS_FIELDS = [
  'ProfileImage',
  'FirstName',
  'LastName',
  'Designation',
  'Department',
  'Status',
  'Grade',
  'DOB',
  'Gender',
  'PhoneNumber',
  'PersonalEmail',
  'OfficialEmail',
  'JoiningDate',
  'Salary',
  'EmploymentType',
  'TerminationDate',
] as const;
