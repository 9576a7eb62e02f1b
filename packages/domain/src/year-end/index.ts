export * from './annual-accounts';
export * from './appropriation';
export * from './compliance-calendar';
export * from './financial-year';
export * from './register-schemas';
export * from './schemas';
export * from './settings-form';
