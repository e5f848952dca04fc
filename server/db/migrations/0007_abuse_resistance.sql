CREATE TABLE "deleted_email_holds" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_google_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "paid_to_bank" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "paid_to_account" text;--> statement-breakpoint
CREATE INDEX "deleted_email_holds_held_until_idx" ON "deleted_email_holds" USING btree ("held_until");--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "used_google_tokens_expires_idx" ON "used_google_tokens" USING btree ("expires_at");