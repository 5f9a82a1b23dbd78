CREATE TABLE "payment_month" (
	"month" date NOT NULL,
	"package_name" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "payment_month_month_package_name_pk" PRIMARY KEY("month","package_name")
);
--> statement-breakpoint
-- Keeps payment_month equal to the sums of payment's rows, in the writing transaction (issue 23).
CREATE FUNCTION medcamp_payment_month_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE payment_month SET total = total - OLD.price
      WHERE month = date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date AND package_name = OLD.package_name;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_month (month, package_name, total)
      VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.package_name, NEW.price)
      ON CONFLICT (month, package_name) DO UPDATE SET total = payment_month.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_month_keep AFTER INSERT OR UPDATE OF price, created_at, package_name OR DELETE ON payment
  FOR EACH ROW EXECUTE FUNCTION medcamp_payment_month_keep();
--> statement-breakpoint
INSERT INTO payment_month (month, package_name, total)
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, package_name, sum(price) FROM payment GROUP BY 1, 2;
