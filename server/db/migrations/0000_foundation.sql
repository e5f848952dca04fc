CREATE TYPE "public"."role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."video_quality" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"public_name" text,
	"email" text NOT NULL,
	"email_canonical" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"role" "role" DEFAULT 'user' NOT NULL,
	"admin_level" integer,
	"permissions" jsonb,
	"google_auth" boolean DEFAULT false NOT NULL,
	"preferred_video_quality" "video_quality" DEFAULT 'high' NOT NULL,
	"poems_submitted" integer DEFAULT 0 NOT NULL,
	"poems_accepted" integer DEFAULT 0 NOT NULL,
	"poems_rejected" integer DEFAULT 0 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_email_canonical_unique" UNIQUE("email_canonical"),
	CONSTRAINT "users_counters_non_negative" CHECK ("users"."poems_submitted" >= 0 and "users"."poems_accepted" >= 0 and "users"."poems_rejected" >= 0),
	CONSTRAINT "users_admin_fields" CHECK (("users"."role" = 'admin') = ("users"."admin_level" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");