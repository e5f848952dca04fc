DROP TABLE "admin_actions" CASCADE;--> statement-breakpoint
DROP TYPE "public"."admin_action";