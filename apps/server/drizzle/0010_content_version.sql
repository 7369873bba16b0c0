CREATE TABLE "content_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("id")
);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- Every statement that changes what students read bumps the version inside its own transaction
-- (admin routes, the seed, cascading deletes, a hand-written fix alike): instances compare it
-- with the version of the content they cached (src/content/content-cache.ts).
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "subjects_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "chapters_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chapters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quizzes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quiz_questions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quiz_options_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
