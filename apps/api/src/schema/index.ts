// Every table, gathered for drizzle-kit (drizzle.config.ts), the seed (src/seed) and the tests. Each
// table is declared by the module that owns it (modules/<module>/<module>-tables.ts); the platform's
// tables, which no module owns, in db/platform-tables.ts. Module code never imports this file (rule
// api-module-own-tables), and it sits outside src/db so that db/ (the client every module uses) depends
// on no module. See apps/api/README.md, "Tables".

export * from '../db/platform-tables.ts';
export * from '../modules/applications/applications-tables.ts';
export * from '../modules/audit/audit-tables.ts';
export * from '../modules/auth/auth-tables.ts';
export * from '../modules/counselling/counselling-tables.ts';
export * from '../modules/courses/courses-tables.ts';
export * from '../modules/documents/documents-tables.ts';
export * from '../modules/events/events-tables.ts';
export * from '../modules/files/files-tables.ts';
export * from '../modules/messages/messages-tables.ts';
export * from '../modules/notifications/notifications-tables.ts';
export * from '../modules/onboarding/onboarding-tables.ts';
export * from '../modules/payments/payments-tables.ts';
export * from '../modules/post-offer/post-offer-tables.ts';
export * from '../modules/profile/profile-tables.ts';
export * from '../modules/shortlist/shortlist-tables.ts';
export * from '../modules/staff/staff-tables.ts';
export * from '../modules/students/students-tables.ts';
