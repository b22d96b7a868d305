-- What visitors see changed (docs/decisions/0036): one version per topic, raised by
-- markPublicChange in the same transaction as the change, which also sends a NOTIFY on
-- "yolda_public_change". App servers drop their cached pages and catalogue on either signal.
CREATE TABLE "public_changes" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_changes_topic_check" CHECK ("topic" IN ('offices', 'fleet', 'prices', 'campaigns', 'content'))
);
--> statement-breakpoint
INSERT INTO "public_changes" ("topic") VALUES ('offices'), ('fleet'), ('prices'), ('campaigns'), ('content');
