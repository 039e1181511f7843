-- A notification event for one recipient had its params stored as a JSON string holding the object
-- (encoded twice, from 2026-11-29's prepared insert until this release): store the object itself.
UPDATE "notification_events" SET "params" = ("params" #>> '{}')::jsonb WHERE jsonb_typeof("params") = 'string';
