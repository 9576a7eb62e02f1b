export * from './constants';
export * from './errors';
export * from './images';
export * from './money';
export * from './months';
export * from './privileges';
export * from './routes';
export * from './schemas';
