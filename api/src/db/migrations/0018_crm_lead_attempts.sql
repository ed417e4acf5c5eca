-- When a lead last went out to the CRM, written before it goes: a lead found with it still there
-- by its next attempt may have reached the CRM (the process died between the CRM's answer and the
-- outbox's mark, or the connection broke once the lead was on its way), and SweepBright's API can
-- neither be asked which contacts it has nor told to ignore a repeat. Such a lead is held for the
-- agency to check (`crm status`) instead of being sent a second time.
alter table crm_outbox add column attempted_at timestamptz;
alter table crm_outbox add column held_at timestamptz;
