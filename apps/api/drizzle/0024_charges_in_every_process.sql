-- Due scheduled charges are looked for in every process on a timer of its own (decision 042), no
-- longer by one repeating job claimed across processes: its row would wait for a handler forever.
DELETE FROM "jobs" WHERE "key" = 'every:schedules.charge-due';
