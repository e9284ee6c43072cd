-- A closed account's erasure blanked its meetings' topics, which the meetings' answers refuse (a
-- topic is one of MEETING_TOPICS, contract/meeting-rules.ts): the team's whole meeting list failed.
-- The topic is a category, not personal data; the erasure keeps it now, and those it blanked
-- before read "other".
UPDATE meeting SET topic = 'other' WHERE topic = '';
