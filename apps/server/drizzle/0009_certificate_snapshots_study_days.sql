ALTER TABLE "certificates" DROP CONSTRAINT "certificates_chapter_id_chapters_id_fk";
--> statement-breakpoint
ALTER TABLE "study_sessions" DROP CONSTRAINT "study_sessions_user_id_session_id_pk";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "chapter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_session_id_day_pk" PRIMARY KEY("user_id","session_id","day");--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "student_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "class_level" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "chapter_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "subject_name" text;--> statement-breakpoint
-- Certificates issued before the snapshot columns: what the live rows say now (the best record there is).
UPDATE "certificates" SET "student_name" = "users"."name", "class_level" = "users"."class_level",
  "chapter_name" = "chapters"."name", "subject_name" = "subjects"."name"
  FROM "users", "chapters", "subjects"
  WHERE "users"."id" = "certificates"."user_id" AND "chapters"."id" = "certificates"."chapter_id" AND "subjects"."id" = "chapters"."subject_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "student_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "chapter_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "subject_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "reported_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "study_sessions" SET "reported_seconds" = "seconds";--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_chapter_idx" ON "certificates" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "certificates_attempt_idx" ON "certificates" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "study_sessions_topic_idx" ON "study_sessions" USING btree ("topic_id");
