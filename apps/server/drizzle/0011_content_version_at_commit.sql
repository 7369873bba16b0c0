-- 0010's statement triggers bumped the one version row as each statement ran, so a transaction held
-- its lock from its first content write to its commit: two admin transactions writing content in
-- different orders deadlocked (each holding a content row the other wanted, one also the version
-- row). The bump now runs at commit (deferred constraint triggers), once per transaction, as the
-- writing transaction's last lock: it never waits for the row while holding another the waiter
-- wants. It also recreates the row if it was deleted (readers count a missing row as version 0).
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('study.content_version_bumped', true) IS DISTINCT FROM 'on' THEN
		INSERT INTO "content_version" ("id", "version") VALUES (true, 1)
			ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1;
		-- Until the transaction ends: its other changed rows need no bump of their own.
		PERFORM set_config('study.content_version_bumped', 'on', true);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "subjects_content_version" ON "subjects";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subjects_content_version" AFTER INSERT OR UPDATE OR DELETE ON "subjects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
-- A constraint trigger cannot watch TRUNCATE, which locks the whole table anyway.
CREATE TRIGGER "subjects_content_version_truncate" AFTER TRUNCATE ON "subjects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
DROP TRIGGER "chapters_content_version" ON "chapters";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chapters_content_version" AFTER INSERT OR UPDATE OR DELETE ON "chapters" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "chapters_content_version_truncate" AFTER TRUNCATE ON "chapters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
DROP TRIGGER "topics_content_version" ON "topics";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "topics_content_version" AFTER INSERT OR UPDATE OR DELETE ON "topics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "topics_content_version_truncate" AFTER TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
DROP TRIGGER "quizzes_content_version" ON "quizzes";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quizzes_content_version" AFTER INSERT OR UPDATE OR DELETE ON "quizzes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quizzes_content_version_truncate" AFTER TRUNCATE ON "quizzes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
DROP TRIGGER "quiz_questions_content_version" ON "quiz_questions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quiz_questions_content_version" AFTER INSERT OR UPDATE OR DELETE ON "quiz_questions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quiz_questions_content_version_truncate" AFTER TRUNCATE ON "quiz_questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
DROP TRIGGER "quiz_options_content_version" ON "quiz_options";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quiz_options_content_version" AFTER INSERT OR UPDATE OR DELETE ON "quiz_options" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "quiz_options_content_version_truncate" AFTER TRUNCATE ON "quiz_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
