export { seedEmployeesDemo } from './demo-employees';
export {
  findEmployeeByCode,
  findEmployeeById,
  findEmployeeIdByApplication,
  isUniqueViolation,
  nextEmployeeCode,
} from './employee-repository';
export type { EmployeeRow } from './employee-repository';
export { employeeRoutes } from './employee-routes';
export { addEmployee, createEmployee } from './employee-service';
export type { EmployeeSource } from './employee-service';
export { employeeColumns, paiseToRupees, toEmployeeView } from './employee-view';
export { readEmployeeForm, uploadedPhoto } from './photo-upload';
export type { UploadedPhoto } from './photo-upload';
export { VERIFIED_PHOTO_LINK_SECONDS, signedPhotoUrl } from './photo-links';
export { photoRoutes } from './photo-routes';
