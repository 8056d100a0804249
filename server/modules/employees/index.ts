export { seedEmployeesDemo } from './demo-employees';
export { findEmployeeByCode, findEmployeeById, isUniqueViolation } from './employee-repository';
export type { EmployeeRow } from './employee-repository';
export { employeeRoutes } from './employee-routes';
export { paiseToRupees } from './employee-view';
export { VERIFIED_PHOTO_LINK_SECONDS, signedPhotoUrl } from './photo-links';
export { photoRoutes } from './photo-routes';
