ALTER TABLE "beats" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "processing_state" "media_processing_state" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "duration_seconds" double precision;