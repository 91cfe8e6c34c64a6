CREATE TABLE "course_cell_words" (
	"level" text NOT NULL,
	"category" text NOT NULL,
	"country" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "course_cell_words_level_category_country_word_pk" PRIMARY KEY("level","category","country","word")
);
--> statement-breakpoint
CREATE INDEX "course_cell_words_word_trgm_idx" ON "course_cell_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_listing_search_idx" ON "courses" USING btree ("level","category","country","id","search_text") WHERE "courses"."search_text" <> '';--> statement-breakpoint
-- Every word of a course's search_text, per cell of the listing: a dense text search walks only the cells
-- holding every word of its text. Statement triggers with the new rows as a table keep it cheap for the
-- seed's bulk inserts. Rows are never removed (a cell may keep a word it lost: that only costs a walk).
CREATE FUNCTION "portal_course_cell_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "course_cell_words" ("level", "category", "country", "word")
  SELECT DISTINCT n."level", n."category", n."country", w.word
  FROM new_rows n, unnest(string_to_array(n."search_text", ' ')) AS w(word)
  WHERE w.word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "courses_cell_words_insert"
  AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_course_cell_words"();
--> statement-breakpoint
CREATE TRIGGER "courses_cell_words_update"
  AFTER UPDATE ON "courses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_course_cell_words"();
--> statement-breakpoint
INSERT INTO "course_cell_words" ("level", "category", "country", "word")
SELECT DISTINCT c."level", c."category", c."country", w.word
FROM "courses" c, unnest(string_to_array(c."search_text", ' ')) AS w(word)
WHERE w.word <> ''
ON CONFLICT DO NOTHING;
