CREATE TABLE "content_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text,
	"question_id" text,
	"answer_id" text,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "content_reports_one_item_check" CHECK (num_nonnulls("content_reports"."review_id", "content_reports"."question_id", "content_reports"."answer_id") = 1),
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('spam', 'offensive', 'off-topic', 'other')),
	CONSTRAINT "content_reports_resolution_check" CHECK ("content_reports"."resolution" in ('hidden', 'kept'))
);
--> statement-breakpoint
-- Reports already made of reviews (free text until issue #38) keep their words as the note.
INSERT INTO "content_reports" ("id", "review_id", "user_id", "reason", "note", "created_at")
SELECT "id", "review_id", "user_id", 'other', "reason", "created_at" FROM "review_reports";--> statement-breakpoint
DROP TABLE "review_reports" CASCADE;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_review_user_idx" ON "content_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_question_user_idx" ON "content_reports" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_answer_user_idx" ON "content_reports" USING btree ("answer_id","user_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."resolved_at" is null;