-- Gift card lookups are limited per client address as well as per shopper: a script without cookies is a new
-- visitor on every request. The key names either ('visitor:…', 'member:…' or 'address:…').
ALTER TABLE gift_card_lookup_limits RENAME COLUMN shopper_key TO caller_key;
