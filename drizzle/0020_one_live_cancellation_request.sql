-- A reservation has at most one live cancellation request (issue 15 item 3, docs/decisions/0038).
-- Live = still waiting for or carried by the experts: received, approved. Applied, refused,
-- declined and duplicate requests are history and do not block a new one.
-- Requests stored twice before this migration (the bug it closes) keep the earliest as live.
UPDATE "cancellation_requests" AS later SET "status" = 'duplicate'
WHERE later."status" IN ('received', 'approved')
  AND EXISTS (
    SELECT 1 FROM "cancellation_requests" AS earlier
    WHERE earlier."reservation_id" = later."reservation_id"
      AND earlier."status" IN ('received', 'approved')
      AND (earlier."requested_at", earlier."id") < (later."requested_at", later."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_requests_one_live" ON "cancellation_requests" USING btree ("reservation_id")
WHERE "status" IN ('received', 'approved');
