-- The audit log becomes a hash chain: each entry carries its place (seq) and the SHA-256 of the
-- previous entry's hash followed by its own content, so an entry changed, removed or slipped in by
-- anyone who can get round the append-only triggers (the table's owner can drop them) breaks the
-- chain from there on, which `npm run audit:verify` names. The entries already kept are chained
-- here, oldest first, so the chain covers the whole log.
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An entry's content as hashed: its fields in a fixed order, each as <bytes>:<text>, or '-' when
-- null. server/audit/chain.ts writes the same from the same text forms to verify the chain
-- without trusting these functions.
CREATE FUNCTION audit_log_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value) || ':' || value END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_entry_hash(entry audit_log, previous text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    previous
      || audit_log_field(entry.seq::text)
      || audit_log_field(entry.id::text)
      || audit_log_field(to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
      || audit_log_field(entry.actor_id::text)
      || audit_log_field(entry.actor_name)
      || audit_log_field(entry.action)
      || audit_log_field(entry.subject_type)
      || audit_log_field(entry.subject_id)
      || audit_log_field(entry.submission_id::text)
      || audit_log_field(entry.before::text)
      || audit_log_field(entry.after::text)
      || audit_log_field(entry.reason),
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete;--> statement-breakpoint
DO $$
DECLARE
  entry audit_log%ROWTYPE;
  previous text := '';
  n bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY created_at, id LOOP
    n := n + 1;
    entry.seq := n;
    previous := audit_log_entry_hash(entry, previous);
    UPDATE audit_log SET seq = n, hash = previous WHERE id = entry.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
-- Every insert joins the chain, whatever it says its seq and hash are. The advisory lock (held to
-- the end of the inserting transaction) lets one entry join at a time, so two transactions never
-- read the same head; the unique seq refuses a fork should one ever do so.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_log%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(7236003);
  SELECT * INTO head FROM audit_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.hash := audit_log_entry_hash(NEW, coalesce(head.hash, ''));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
