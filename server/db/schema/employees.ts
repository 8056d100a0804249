// The employee register and the one-time codes of its verification.
import type { Generated } from 'kysely';
import type { Employee } from '@vistaar/shared/contract';

export interface EmployeesTable {
  id: Generated<number>;
  employee_code: string;
  full_name: string;
  /** YYYY-MM-DD, like every date-only column. */
  date_of_birth: string;
  gender: Employee['gender'];
  phone_number: string;
  personal_email: string;
  official_email: Generated<string>;
  designation: string;
  department: Generated<string>;
  joining_date: string;
  /** Whole paise (rupees x 100). */
  salary_paise: number;
  employment_type: Generated<Employee['employment_type']>;
  grade: Generated<string>;
  status: Generated<Employee['status']>;
  /** '' while employed. */
  termination_date: Generated<string>;
  photo_file_id: number | null;
  otp_failures: Generated<number>;
  otp_locked_until: string | null;
  created_at: string;
  updated_at: string;
  /** Set while staff hold all sharing for the employee (for example during a dispute). */
  sharing_suspended_at: string | null;
  sharing_suspended_note: string | null;
  /** The hired candidate's application the record was made from. */
  application_id: Generated<number | null>;
}

export interface OtpChallengesTable {
  id: Generated<number>;
  employee_id: number;
  code_hmac: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  superseded_at: string | null;
  client_ip: string | null;
  /** The privacy notice shown with the verification form. */
  notice_version: string | null;
}
