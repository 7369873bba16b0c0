CREATE TABLE "tutor_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"reply_id" integer,
	"reason" text NOT NULL,
	"safety_kind" text,
	"severity" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD COLUMN "safety_kind" text;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD COLUMN "safety_severity" text;--> statement-breakpoint
ALTER TABLE "tutor_flags" ADD CONSTRAINT "tutor_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_flags" ADD CONSTRAINT "tutor_flags_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_flags" ADD CONSTRAINT "tutor_flags_question_id_tutor_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."tutor_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_flags" ADD CONSTRAINT "tutor_flags_reply_id_tutor_messages_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."tutor_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_flags" ADD CONSTRAINT "tutor_flags_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_flags_queue_idx" ON "tutor_flags" USING btree ("status","severity","created_at");--> statement-breakpoint
CREATE INDEX "tutor_flags_question_idx" ON "tutor_flags" USING btree ("question_id");