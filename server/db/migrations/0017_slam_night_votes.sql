CREATE TYPE "public"."live_result_basis" AS ENUM('night', 'overall');--> statement-breakpoint
ALTER TABLE "live_shows" ADD COLUMN "revealed_basis" "live_result_basis";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "night_vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_night_vote_count_range" CHECK ("submissions"."night_vote_count" between 0 and "submissions"."vote_count");