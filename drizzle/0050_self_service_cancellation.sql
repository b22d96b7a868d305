-- Cancel at once (issue 31 item 1, decision 0100): a cancellation the customer made themselves,
-- decided by the policy without a person, is stored as an applied request marked self-service.
ALTER TABLE "cancellation_requests" ADD COLUMN "self_service" boolean DEFAULT false NOT NULL;
