CREATE TABLE "job_heartbeats" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "processing_version" integer DEFAULT 0 NOT NULL;