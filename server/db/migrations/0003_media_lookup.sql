CREATE INDEX "beats_file_key_idx" ON "beats" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "submissions_video_key_idx" ON "submissions" USING btree ("video_key");--> statement-breakpoint
CREATE INDEX "submissions_high_quality_video_key_idx" ON "submissions" USING btree ("high_quality_video_key") WHERE "submissions"."high_quality_video_key" is not null;--> statement-breakpoint
CREATE INDEX "submissions_medium_quality_video_key_idx" ON "submissions" USING btree ("medium_quality_video_key") WHERE "submissions"."medium_quality_video_key" is not null;--> statement-breakpoint
CREATE INDEX "submissions_low_quality_video_key_idx" ON "submissions" USING btree ("low_quality_video_key") WHERE "submissions"."low_quality_video_key" is not null;--> statement-breakpoint
CREATE INDEX "submissions_thumbnail_key_idx" ON "submissions" USING btree ("thumbnail_key") WHERE "submissions"."thumbnail_key" is not null;