export * from './appropriation';
export * from './financial-year';
export * from './schemas';
export * from './register-schemas';
