export * from './accounts.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './journey.ts';
export * from './profile.ts';
