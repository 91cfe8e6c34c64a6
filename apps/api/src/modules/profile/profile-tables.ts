import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../students/students-tables.ts';

export type TStoredAcademicEntry = {
  type: string;
  universityName: string;
  passingYear: string;
  score: string;
};

export const studentProfiles = pgTable('student_profiles', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id),
  fullName: text('full_name'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  maritalStatus: text('marital_status'),
  nationality: text('nationality'),
  passportNumber: text('passport_number'),
  phoneNumber: text('phone_number'),
  email: text('email'),
  addressLineOne: text('address_line_one'),
  addressLineTwo: text('address_line_two'),
  city: text('city'),
  zipCode: text('zip_code'),
  state: text('state'),
  country: text('country'),
  additionalDocuments: jsonb('additional_documents').$type<TStoredAcademicEntry[]>().notNull().default([]),
  // Storage key of the profile photo (a PNG on disk), never a path the client sees.
  photoKey: text('photo_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
