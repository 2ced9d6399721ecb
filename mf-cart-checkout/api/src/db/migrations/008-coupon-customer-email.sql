-- A once-per-customer code counts the customer by e-mail too: a guest with two visitor cookies is one customer, and
-- so is a member who buys again logged out. `customer_email` is the order's address as promotions/customer-email.ts
-- keys it (trimmed, lower case, no +tag, Gmail without dots); redemptions from before this change have none and
-- stay counted on their owner key alone.
ALTER TABLE coupon_redemptions ADD COLUMN customer_email text CHECK (length(customer_email) BETWEEN 1 AND 254);
CREATE UNIQUE INDEX coupon_redemptions_once_per_email ON coupon_redemptions (code, customer_email) WHERE once_per_customer;
