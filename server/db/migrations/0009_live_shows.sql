CREATE TABLE "live_join_codes" (
	"round_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"code" text NOT NULL,
	"shown_from" timestamp with time zone NOT NULL,
	"good_until" timestamp with time zone NOT NULL,
	CONSTRAINT "live_join_codes_round_id_slot_pk" PRIMARY KEY("round_id","slot")
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"room_only" boolean NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"opened_by" uuid
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"topic_id" uuid PRIMARY KEY NOT NULL,
	"stage_poem_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"revealed_poem_id" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_join_codes" ADD CONSTRAINT "live_join_codes_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_topic_id_live_shows_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."live_shows"("topic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_stage_poem_id_submissions_id_fk" FOREIGN KEY ("stage_poem_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_revealed_poem_id_submissions_id_fk" FOREIGN KEY ("revealed_poem_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_topic_number_idx" ON "live_rounds" USING btree ("topic_id","number");