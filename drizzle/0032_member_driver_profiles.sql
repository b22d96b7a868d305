-- A member's saved driver details (issue 15 item 16, docs/decisions/0054): one row per member,
-- the fields of the booking's driver step as the member typed them. Personal data in its own row,
-- so ending the membership deletes it whole.
CREATE TABLE "member_driver_profiles" (
	"member_id" text PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_driver_profiles_object_ck" CHECK (jsonb_typeof("profile") = 'object')
);
