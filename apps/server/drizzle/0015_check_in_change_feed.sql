-- A check-in (or its undo) changes what a camp's reviews show: a reviewer checked in to the camp is a verified
-- attendee (issue 21). The camp detail's cached answers are dropped like any other 'camp-rows' change.
CREATE TRIGGER check_in_change AFTER INSERT OR DELETE OR TRUNCATE ON check_in
  FOR EACH STATEMENT EXECUTE FUNCTION medcamp_notify_change('camp-rows');
