export * from './constants.ts';
export * from './courses.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './pagination.ts';
