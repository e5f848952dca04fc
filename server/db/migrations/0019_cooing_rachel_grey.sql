CREATE TABLE "poster_images" (
	"submission_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	CONSTRAINT "poster_images_submission_id_width_type_pk" PRIMARY KEY("submission_id","width","type"),
	CONSTRAINT "poster_images_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "poster_images" ADD CONSTRAINT "poster_images_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_stream_key_idx" ON "submissions" USING btree ("stream_key") WHERE "submissions"."stream_key" is not null;