-- Issue 20.8: attempts are started on the server, answered one question at a time
-- (quiz_attempt_answers, one row per question) and scored when finished; attempts saved before
-- this were scored when sent, so they count as finished then.
CREATE TABLE "quiz_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"correct" boolean NOT NULL,
	"time_spent_ms" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "correct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "total" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "passed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "answers" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "duration_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quiz_attempts" SET
  "expires_at" = "started_at" + make_interval(secs => "duration_seconds"),
  "finished_at" = "created_at";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;