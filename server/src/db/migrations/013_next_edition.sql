-- The next edition's dates, set by editors once known; the home page shows them after the show.
ALTER TABLE exhibition ADD COLUMN next_start_date date;
ALTER TABLE exhibition ADD COLUMN next_end_date date;
