CREATE TABLE "topic_results" (
	"topic_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"poem_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"ip_hash" text,
	CONSTRAINT "votes_poem_id_user_id_pk" PRIMARY KEY("poem_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_vote_count_non_negative";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "vote_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reached_target_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topic_results" ADD CONSTRAINT "topic_results_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_results" ADD CONSTRAINT "topic_results_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_poem_id_submissions_id_fk" FOREIGN KEY ("poem_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_vote_count_range" CHECK ("submissions"."vote_count" between 0 and 500);