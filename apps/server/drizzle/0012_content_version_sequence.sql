-- 0011 recreated a deleted (or truncated) version row at 1, so versions, and the ETags made of
-- them, came again for other content: a client holding an old one got 304 for a changed chapter.
-- Versions now come from a sequence, which a delete of the row cannot reset and which never hands
-- out a value twice, even to a transaction that rolled back. Rather than an epoch (a random id in
-- the ETag): versions of two epochs have no order, and the cache takes the greater version for the
-- newer content. Rather than a trigger refusing deletes: `session_replication_role = replica` or
-- a disabled trigger skips it. The sequence starts at the current time in microseconds, so a
-- database created later (a data folder removed and seeded again) starts above the versions an
-- earlier one gave, short of a million bumps a second. While the row is missing, reads have no
-- version at all (src/content/content-cache.ts).
CREATE SEQUENCE "public"."content_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('content_version_seq', greatest(
	(SELECT max("version") FROM "content_version"),
	(extract(epoch FROM clock_timestamp()) * 1000000)::bigint
));--> statement-breakpoint
ALTER TABLE "content_version" ALTER COLUMN "version" SET DEFAULT nextval('content_version_seq');--> statement-breakpoint
INSERT INTO "content_version" ("id") VALUES (true)
	ON CONFLICT ("id") DO UPDATE SET "version" = nextval('content_version_seq');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('study.content_version_bumped', true) IS DISTINCT FROM 'on' THEN
		-- An update waiting for the row's lock computes its value again once it has it, so versions
		-- rise in commit order (the cache takes a greater version for newer content).
		UPDATE "content_version" SET "version" = nextval('content_version_seq');
		IF NOT FOUND THEN
			INSERT INTO "content_version" ("id") VALUES (true)
				ON CONFLICT ("id") DO UPDATE SET "version" = nextval('content_version_seq');
		END IF;
		-- Until the transaction ends: its other changed rows need no bump of their own.
		PERFORM set_config('study.content_version_bumped', 'on', true);
	END IF;
	RETURN NULL;
END;
$$;
