-- Indexes for the scheduled clean-up (src/worker/maintenance/cleanup.ts): each expiry sweep reads an index range
-- and deletes in bounded batches instead of scanning the whole table.
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);
CREATE INDEX IF NOT EXISTS sessions_revoked ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS email_codes_expiry ON email_codes (expires_at);
CREATE INDEX IF NOT EXISTS email_tickets_expiry ON email_tickets (expires_at);
CREATE INDEX IF NOT EXISTS auth_nonces_expiry ON auth_nonces (expires_at);
CREATE INDEX IF NOT EXISTS rate_limits_window ON rate_limits (window_start);
CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at);
