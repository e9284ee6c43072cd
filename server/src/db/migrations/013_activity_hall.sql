-- The hall an activity takes place in (its address names the room), so its page links the hall on
-- the floor plan. Removing a hall keeps the activity, without the link.
ALTER TABLE activity ADD COLUMN hall_id integer REFERENCES hall(id) ON DELETE SET NULL;
CREATE INDEX activity_hall_idx ON activity(hall_id);
