-- Content editing with publish state (issue 13 item 7, docs/decisions/0049). Every kind of text
-- the editors keep (blog, news, trip pages, FAQ, legal and information pages) gets a status:
-- 'draft' is never shown; 'published' is shown from "published_at" on (a future time is a
-- scheduled publication: the public queries compare with now(), and the publish-scheduled-content
-- job marks the content topic changed when that time comes). Existing rows stay published.
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "trip_places" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "trip_places" ADD CONSTRAINT "trip_places_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
ALTER TABLE "trip_places" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- The public lists read only what is live, newest first.
CREATE INDEX "blog_posts_live_idx" ON "blog_posts" ("status", "published_at");
--> statement-breakpoint
CREATE INDEX "news_items_live_idx" ON "news_items" ("status", "published_at");
