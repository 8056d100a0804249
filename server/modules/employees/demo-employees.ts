import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lockForSeeding } from '../../lib/seed-lock';
import { insertStoredFile } from '../files/file-storage';
import { createEmployeeRepository, type EmployeeColumns } from './employee-repository';
import { portraitPng } from './portrait-png';
import { rupeesToPaise } from './employee-view';

type DemoEmployee = Omit<EmployeeColumns, 'salary_paise'> & { salary: number; hue: number };

const base = { official_email: '', employment_type: 'Full-time', termination_date: '' };

// Every address is at example.com, so trying the verification flow never mails a real person.
const DEMO_EMPLOYEES: DemoEmployee[] = [
  {
    ...base,
    employee_code: 'VI-1001',
    full_name: 'Rahul Sharma',
    date_of_birth: '1990-05-14',
    gender: 'Male',
    phone_number: '9876543210',
    personal_email: 'rahul.sharma90@example.com',
    official_email: 'rahul.sharma@example.com',
    designation: 'Senior Software Engineer',
    department: 'Engineering',
    joining_date: '2018-07-02',
    salary: 1_850_000,
    grade: 'L4',
    status: 'Active',
    hue: 212,
  },
  {
    ...base,
    employee_code: 'VI-1002',
    full_name: 'Priya Iyer',
    date_of_birth: '1993-11-02',
    gender: 'Female',
    phone_number: '9123456780',
    personal_email: 'priya.iyer93@example.com',
    official_email: 'priya.iyer@example.com',
    designation: 'Product Manager',
    department: 'Product',
    joining_date: '2019-03-18',
    salary: 2_400_000,
    grade: 'L5',
    status: 'Active',
    hue: 330,
  },
  {
    ...base,
    employee_code: 'VI-1003',
    full_name: 'Arjun Reddy',
    date_of_birth: '1986-01-23',
    gender: 'Male',
    phone_number: '9988776655',
    personal_email: 'arjun.reddy86@example.com',
    official_email: 'arjun.reddy@example.com',
    designation: 'Engineering Manager',
    department: 'Engineering',
    joining_date: '2015-09-14',
    salary: 3_600_000,
    grade: 'L6',
    status: 'Active',
    hue: 160,
  },
  {
    ...base,
    employee_code: 'VI-1004',
    full_name: 'Sneha Patil',
    date_of_birth: '1996-08-30',
    gender: 'Female',
    phone_number: '8877665544',
    personal_email: 'sneha.patil96@example.com',
    official_email: 'sneha.patil@example.com',
    designation: 'UI/UX Designer',
    department: 'Design',
    joining_date: '2021-01-11',
    salary: 1_100_000,
    grade: 'L3',
    status: 'Active',
    hue: 275,
  },
  {
    ...base,
    employee_code: 'VI-1005',
    full_name: 'Imran Qureshi',
    date_of_birth: '1989-04-07',
    gender: 'Male',
    phone_number: '7766554433',
    personal_email: 'imran.qureshi89@example.com',
    official_email: 'imran.qureshi@example.com',
    designation: 'Regional Sales Manager',
    department: 'Sales',
    joining_date: '2017-06-05',
    salary: 1_500_000,
    grade: 'L4',
    status: 'Black Listed',
    termination_date: '2023-10-31',
    hue: 0,
  },
  {
    ...base,
    employee_code: 'VI-1006',
    full_name: 'Ananya Das',
    date_of_birth: '1999-12-19',
    gender: 'Female',
    phone_number: '9012345678',
    personal_email: 'ananya.das99@example.com',
    official_email: 'ananya.das@example.com',
    designation: 'Digital Marketing Associate',
    department: 'Marketing',
    joining_date: '2022-08-01',
    salary: 650_000,
    grade: 'L2',
    status: 'Active',
    hue: 35,
  },
  {
    ...base,
    employee_code: 'VI-1007',
    full_name: 'Karthik Nair',
    date_of_birth: '1992-02-11',
    gender: 'Male',
    phone_number: '9445566778',
    personal_email: 'karthik.nair92@example.com',
    official_email: 'karthik.nair@example.com',
    designation: 'DevOps Engineer',
    department: 'Engineering',
    joining_date: '2019-11-04',
    salary: 1_650_000,
    grade: 'L3',
    status: 'Terminated',
    termination_date: '2024-03-15',
    hue: 190,
  },
  {
    ...base,
    employee_code: 'VI-1008',
    full_name: 'Meera Joshi',
    date_of_birth: '1987-09-25',
    gender: 'Female',
    phone_number: '9822113344',
    personal_email: 'meera.joshi87@example.com',
    official_email: 'meera.joshi@example.com',
    designation: 'HR Business Partner',
    department: 'Human Resources',
    joining_date: '2020-02-17',
    salary: 1_300_000,
    grade: 'L4',
    status: 'Active',
    hue: 300,
  },
  {
    ...base,
    employee_code: 'VI-1009',
    full_name: 'Aditya Kulkarni',
    date_of_birth: '2002-06-08',
    gender: 'Male',
    phone_number: '8600123456',
    personal_email: 'aditya.kulkarni02@example.com',
    designation: 'Software Engineer Intern',
    department: 'Engineering',
    joining_date: '2025-01-06',
    salary: 300_000,
    employment_type: 'Intern',
    grade: 'L1',
    status: 'Active',
    hue: 95,
  },
  {
    ...base,
    employee_code: 'VI-1010',
    full_name: 'Deepak Verma',
    date_of_birth: '1984-03-17',
    gender: 'Male',
    phone_number: '9350011223',
    personal_email: 'deepak.verma84@example.com',
    official_email: 'deepak.verma@example.com',
    designation: 'Finance Controller',
    department: 'Finance',
    joining_date: '2014-04-01',
    salary: 2_900_000,
    grade: 'L6',
    status: 'Resigned',
    termination_date: '2024-12-31',
    hue: 50,
  },
  {
    ...base,
    employee_code: 'VI-1011',
    full_name: 'Fatima Sheikh',
    date_of_birth: '1994-07-29',
    gender: 'Female',
    phone_number: '7045566789',
    personal_email: 'fatima.sheikh94@example.com',
    official_email: 'fatima.sheikh@example.com',
    designation: 'Customer Success Lead',
    department: 'Customer Success',
    joining_date: '2020-10-19',
    salary: 1_400_000,
    employment_type: 'Contract',
    grade: 'L4',
    status: 'Active',
    hue: 175,
  },
  {
    ...base,
    employee_code: 'VI-1012',
    full_name: 'Suresh Babu',
    date_of_birth: '1991-10-05',
    gender: 'Male',
    phone_number: '6380456789',
    personal_email: 'suresh.babu91@example.com',
    official_email: 'suresh.babu@example.com',
    designation: 'Operations Executive',
    department: 'Operations',
    joining_date: '2021-06-21',
    salary: 480_000,
    employment_type: 'Part-time',
    grade: 'L2',
    status: 'Inactive',
    hue: 240,
  },
];

/** Demo employees with generated portraits; only into an empty table, so real data is never touched. */
export async function seedEmployeesDemo(db: Kysely<Database>): Promise<number> {
  const repo = createEmployeeRepository(db);
  if ((await repo.count()) > 0) return 0;
  const portraits: Buffer[] = [];
  for (const { hue } of DEMO_EMPLOYEES) {
    portraits.push(portraitPng(hue));
    // Drawing is synchronous; yielding between portraits keeps the event loop (and load shedding) calm.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx, 'employees');
    if ((await createEmployeeRepository(trx).count()) > 0) return 0;
    for (const [index, { salary, hue: _hue, ...employee }] of DEMO_EMPLOYEES.entries()) {
      const photoId = await insertStoredFile(trx, {
        purpose: 'photo',
        originalName: `${employee.employee_code.toLowerCase()}.png`,
        mediaType: 'image/png',
        content: portraits[index],
      });
      await repo.insert(trx, {
        ...employee,
        salary_paise: rupeesToPaise(salary),
        photo_file_id: photoId,
      });
    }
    return DEMO_EMPLOYEES.length;
  });
}
