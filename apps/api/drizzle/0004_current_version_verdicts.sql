-- Custom SQL migration file, put your code below! --
-- The current version of each existing document takes the document's status and remarks (0003 gave
-- every version the defaults); earlier versions' verdicts were never kept, so they stay UPLOADED/''.
UPDATE "student_document_versions" AS v
SET "status" = d."status", "remarks" = d."remarks"
FROM "student_documents" AS d
WHERE v."document_id" = d."id" AND v."file_id" = d."current_file_id";
