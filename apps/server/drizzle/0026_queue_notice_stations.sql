-- A queue notice names the stations a change touched (issue 39): "<camp id> <old station> <new station>", so an
-- instance wakes only the screens of those stations, not every screen of the camp. A station is empty where there is
-- none (a new visit has no old one; a visit that left has none).
CREATE OR REPLACE FUNCTION medcamp_notify_queue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_station text := '';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    old_station := coalesce(OLD.station, '');
  END IF;
  PERFORM pg_notify('medcamp_queue', NEW.meal_id::text || ' ' || old_station || ' ' || coalesce(NEW.station, ''));
  RETURN NULL;
END $$;
