export * from './annual-accounts';
export * from './appropriation';
export * from './compliance-calendar';
export * from './figure-links';
export * from './financial-year';
export * from './register-schemas';
export * from './schemas';
export * from './settings-form';
