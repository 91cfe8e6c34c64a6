-- Custom SQL migration file, put your code below! --
-- Issue 14: users.stage and users.last_activity_at of the students who existed before 0006 added
-- them (0006 left every stage REGISTERED and every last activity at the migration's time). The stage
-- is the contract's studentStageOf (packages/contract/src/staff-console.ts) over the same facts the
-- services read (modules/students/student-stage.ts): the furthest offer, any application not
-- withdrawn, the fee of 4956 paid in full, a completed session, a booked one. The last activity is
-- the latest of sign-up, bookings (made or completed), payments, application changes and document
-- changes (uploads included). test/staff/stage-backfill.test.ts runs this file against both.
UPDATE "users" AS u SET
  "stage" = CASE
    WHEN EXISTS (SELECT 1 FROM "applications" a WHERE a."student_id" = u."id" AND a."status" = 'UNCONDITIONAL_OFFER_RECEIVED') THEN 'UNCONDITIONAL_OFFER'
    WHEN EXISTS (SELECT 1 FROM "applications" a WHERE a."student_id" = u."id" AND a."status" = 'CONDITIONAL_OFFER_RECEIVED') THEN 'CONDITIONAL_OFFER'
    WHEN EXISTS (SELECT 1 FROM "applications" a WHERE a."student_id" = u."id" AND a."status" <> 'WITHDRAWN') THEN 'APPLIED'
    WHEN COALESCE((SELECT sum(p."amount") FROM "payments" p WHERE p."student_id" = u."id"), 0) >= 4956 THEN 'PAID'
    WHEN EXISTS (SELECT 1 FROM "counselling_bookings" b WHERE b."student_id" = u."id" AND b."status" = 'COMPLETED') THEN 'COUNSELLED'
    WHEN EXISTS (SELECT 1 FROM "counselling_bookings" b WHERE b."student_id" = u."id" AND b."status" = 'BOOKED') THEN 'COUNSELLING_BOOKED'
    ELSE 'REGISTERED'
  END,
  "last_activity_at" = GREATEST(
    u."created_at",
    (SELECT max(GREATEST(b."created_at", b."completed_at")) FROM "counselling_bookings" b WHERE b."student_id" = u."id"),
    (SELECT max(p."created_at") FROM "payments" p WHERE p."student_id" = u."id"),
    (SELECT max(a."updated_at") FROM "applications" a WHERE a."student_id" = u."id"),
    (SELECT max(d."updated_at") FROM "student_documents" d WHERE d."student_id" = u."id"),
    (SELECT max(v."created_at") FROM "student_document_versions" v JOIN "student_documents" d ON d."id" = v."document_id" WHERE d."student_id" = u."id")
  )
WHERE u."role" = 'STUDENT';
