CREATE TYPE "public"."media_processing_state" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "video_renditions" (
	"submission_id" uuid NOT NULL,
	"height" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	CONSTRAINT "video_renditions_submission_id_height_pk" PRIMARY KEY("submission_id","height"),
	CONSTRAINT "video_renditions_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
DROP INDEX "submissions_high_quality_video_key_idx";--> statement-breakpoint
DROP INDEX "submissions_medium_quality_video_key_idx";--> statement-breakpoint
DROP INDEX "submissions_low_quality_video_key_idx";--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "high_quality_video_key";--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "medium_quality_video_key";--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "low_quality_video_key";