CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"submission_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_scores" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"reasons" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"voiding_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "reward_cases_resolution" CHECK (("reward_cases"."resolved_at" is null) = ("reward_cases"."resolution" is null))
);
--> statement-breakpoint
CREATE TABLE "vote_voidings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"poem_id" uuid,
	"selection" jsonb NOT NULL,
	"reason" text NOT NULL,
	"vote_count" integer NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "rewards_one_bounty_per_topic";--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "payable_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "voiding_id" uuid;--> statement-breakpoint
ALTER TABLE "integrity_scores" ADD CONSTRAINT "integrity_scores_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cases" ADD CONSTRAINT "reward_cases_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cases" ADD CONSTRAINT "reward_cases_voiding_id_vote_voidings_id_fk" FOREIGN KEY ("voiding_id") REFERENCES "public"."vote_voidings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_cases" ADD CONSTRAINT "reward_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voidings" ADD CONSTRAINT "vote_voidings_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voidings" ADD CONSTRAINT "vote_voidings_poem_id_submissions_id_fk" FOREIGN KEY ("poem_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voidings" ADD CONSTRAINT "vote_voidings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_submission_idx" ON "audit_log" USING btree ("submission_id","created_at") WHERE "audit_log"."submission_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "integrity_scores_score_idx" ON "integrity_scores" USING btree ("score");--> statement-breakpoint
CREATE INDEX "reward_cases_open_idx" ON "reward_cases" USING btree ("created_at") WHERE "reward_cases"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "vote_voidings_topic_idx" ON "vote_voidings" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "vote_voidings_poem_idx" ON "vote_voidings" USING btree ("poem_id");--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voiding_id_vote_voidings_id_fk" FOREIGN KEY ("voiding_id") REFERENCES "public"."vote_voidings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_poem_created_idx" ON "votes" USING btree ("poem_id","created_at");--> statement-breakpoint
CREATE INDEX "votes_poem_ip_hash_idx" ON "votes" USING btree ("poem_id","ip_hash");--> statement-breakpoint
CREATE INDEX "votes_voiding_idx" ON "votes" USING btree ("voiding_id") WHERE "votes"."voiding_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_one_bounty_per_topic" ON "rewards" USING btree ("topic_id") WHERE "rewards"."kind" = 'bounty' and "rewards"."status" <> 'void';