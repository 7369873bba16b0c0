ALTER TABLE "stream_sessions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD COLUMN "given_back_at" timestamp with time zone;