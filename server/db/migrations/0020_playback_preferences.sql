ALTER TYPE "public"."video_quality" ADD VALUE 'auto';--> statement-breakpoint
ALTER TYPE "public"."video_quality" ADD VALUE 'lower';--> statement-breakpoint
ALTER TYPE "public"."video_quality" ADD VALUE 'lowest';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto_play" boolean DEFAULT true NOT NULL;