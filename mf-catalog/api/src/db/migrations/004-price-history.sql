-- The price history the product page's lowest-price-in-30-days figure comes from (EU price indication rule).

-- Every price a variant has had in a currency, from the day it took effect. Written by a trigger whenever
-- variant_prices changes, so seeding, import and any later price tool all keep it.
CREATE TABLE price_history (
  variant_code  text NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  currency      text NOT NULL,
  valid_from    date NOT NULL,
  amount        int NOT NULL CHECK (amount > 0),
  member_amount int,
  PRIMARY KEY (variant_code, currency, valid_from)
);

CREATE FUNCTION record_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (variant_code, currency, valid_from, amount, member_amount)
  VALUES (NEW.variant_code, NEW.currency, current_date, NEW.amount, NEW.member_amount)
  ON CONFLICT (variant_code, currency, valid_from)
  DO UPDATE SET amount = EXCLUDED.amount, member_amount = EXCLUDED.member_amount;
  RETURN NEW;
END $$;

CREATE TRIGGER variant_prices_history
AFTER INSERT OR UPDATE OF amount, member_amount ON variant_prices
FOR EACH ROW EXECUTE FUNCTION record_price_history();
