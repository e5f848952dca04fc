CREATE TABLE "video_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"declared_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"file_type" text,
	"media_key" text,
	"submission_id" uuid,
	"used_at" timestamp with time zone,
	CONSTRAINT "video_uploads_declared_bytes_range" CHECK ("video_uploads"."declared_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_user_idx" ON "video_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_uploads_expires_idx" ON "video_uploads" USING btree ("expires_at") WHERE "video_uploads"."used_at" is null;