import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../students/students-tables.ts';

/**
 * A staff member's contact card: what their students see of them. Phones are 10-digit Indian
 * mobile numbers; hours are India time (HH:mm); the photo is a storage key (the profile photo's
 * checks, re-encoded). No row: nothing set yet (students see the name and a monogram).
 */
export const staffContactCards = pgTable('staff_contact_cards', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => users.id),
  /** Shows the sign-in number as the display phone; it stays private otherwise. */
  showSignInNumber: boolean('show_sign_in_number').notNull().default(false),
  displayPhone: text('display_phone'),
  /** Null: the display phone (or the sign-in number when shown) is the WhatsApp number too. */
  whatsappNumber: text('whatsapp_number'),
  workingDays: jsonb('working_days').$type<string[]>().notNull().default([]),
  hoursFrom: text('hours_from'),
  hoursTo: text('hours_to'),
  meetingLink: text('meeting_link'),
  photoKey: text('photo_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
