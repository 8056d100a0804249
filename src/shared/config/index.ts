export * from './routes';
export * from './navigation';
export * from './company';
export * from './constants';
export * from './options';
export * from './employee-details';
export * from './job-alerts';
