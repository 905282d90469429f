-- Why a lead was caught as spam: it is stored like any other (its sender cannot tell) but gets no
-- outbox row, so it is never forwarded; retention deletes it with the rest.
ALTER TABLE leads ADD COLUMN spam_reason TEXT;
