export { JobList } from './ui/JobList';
export { JobApplicationForm } from './ui/JobApplicationForm';
export { careersApi } from './api/careers-api';
