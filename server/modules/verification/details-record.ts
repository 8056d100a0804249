import type { EmployeeDetailsRecord } from '@vistaar/shared/contract';
import type { LinkSigner } from '../files';
import {
  type EmployeeRow,
  paiseToRupees,
  signedPhotoUrl,
  VERIFIED_PHOTO_LINK_SECONDS,
} from '../employees';

export function splitName(fullName: string): { first: string; last: string } {
  const name = fullName.trim();
  const space = name.indexOf(' ');
  return space < 0
    ? { first: name, last: '' }
    : { first: name.slice(0, space), last: name.slice(space + 1).trim() };
}

/** Exactly the fields of the employee details record; nothing else leaves. */
export function toDetailsRecord(row: EmployeeRow, signer: LinkSigner): EmployeeDetailsRecord {
  const { first, last } = splitName(row.full_name);
  return {
    ProfileImage:
      row.photo_file_id === null
        ? ''
        : signedPhotoUrl(signer, row.photo_file_id, VERIFIED_PHOTO_LINK_SECONDS),
    FirstName: first,
    LastName: last,
    Designation: row.designation,
    Department: row.department,
    Status: row.status,
    Grade: row.grade,
    DOB: row.date_of_birth,
    Gender: row.gender,
    PhoneNumber: row.phone_number,
    PersonalEmail: row.personal_email,
    OfficialEmail: row.official_email,
    JoiningDate: row.joining_date,
    Salary: paiseToRupees(row.salary_paise),
    EmploymentType: row.employment_type,
    TerminationDate: row.termination_date,
  };
}
