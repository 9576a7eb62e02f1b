export * from './auth';
export * from './committees';
export * from './members';
export * from './notices';
export * from './phone';
export * from './public-complaints';
export * from './site-images';
export * from './stock';
