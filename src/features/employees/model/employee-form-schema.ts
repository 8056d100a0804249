import { mixed, type InferType } from 'yup';
import { employeeSchema } from '@vistaar/shared/validation';
import { checkPhoto } from '../lib/photo-check';

/** The shared employee schema, plus the chosen photo, checked as the server checks it. */
export const employeeFormSchema = employeeSchema.shape({
  profile_image: mixed<File>()
    .nullable()
    .test({
      name: 'photo',
      test(file, context) {
        const problem = file ? checkPhoto(file) : null;
        return problem ? context.createError({ message: problem }) : true;
      },
    }),
});

export type EmployeeFormOutput = InferType<typeof employeeFormSchema>;

/** What the form's fields hold, in form order: text as typed, dates as 'YYYY-MM-DD'. */
export interface EmployeeFormValues {
  profile_image: File | null;
  employee_code: string;
  full_name: string;
  date_of_birth: string;
  gender: string;
  phone_number: string;
  personal_email: string;
  official_email: string;
  designation: string;
  department: string;
  joining_date: string;
  salary: string;
  employment_type: string;
  grade: string;
  status: string;
  termination_date: string;
}
