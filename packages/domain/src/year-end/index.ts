export * from './annual-accounts';
export * from './appropriation';
export * from './compliance-calendar';
export * from './financial-year';
export * from './schemas';
export * from './register-schemas';
