ALTER TABLE "stream_sessions" ADD COLUMN "chapter_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD COLUMN "chapter_id" integer;--> statement-breakpoint
ALTER TABLE "stream_sessions" ADD CONSTRAINT "stream_sessions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_messages_user_chapter_idx" ON "tutor_messages" USING btree ("user_id","chapter_id","created_at");