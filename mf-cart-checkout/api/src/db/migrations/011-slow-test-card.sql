-- The test provider's 'slow' card (4000 0000 0000 0259): authorized after 20 s, as a provider that answers late.
ALTER TABLE test_provider_card_tokens DROP CONSTRAINT test_provider_card_tokens_behaviour_check;
ALTER TABLE test_provider_card_tokens ADD CONSTRAINT test_provider_card_tokens_behaviour_check
  CHECK (behaviour IN ('authorize', 'decline', 'insufficientFunds', 'challenge', 'redirect', 'slow'));
