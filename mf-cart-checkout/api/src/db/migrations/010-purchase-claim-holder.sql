-- Who holds a cart's purchase claim: the server process (its instance slot and the id of that start), so a server
-- that starts again after a crash lets go at once of the claims its predecessor left, instead of after they lapse.
ALTER TABLE carts ADD COLUMN purchase_claimed_by text;
