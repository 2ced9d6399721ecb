/**
 * The product search's condition for a campaign's products (rows `e` the products' search entries, `pr` their first
 * variant's price in the shopper's currency):
 * the campaign's list, and every product matching all the parts of its rule that are set. `code` is the placeholder
 * of the campaign code's parameter.
 */
export function campaignScopeCondition(code: string): string {
  return `(e.product_code IN (SELECT cp.product_code FROM campaign_products cp WHERE cp.campaign_code = ${code})
           OR EXISTS (SELECT 1 FROM campaigns c
                      WHERE c.code = ${code}
                        AND (c.rule_brand_code IS NOT NULL OR c.rule_category_code IS NOT NULL OR c.rule_tag_code IS NOT NULL OR c.rule_on_sale)
                        AND (c.rule_brand_code IS NULL OR e.brand_code = c.rule_brand_code)
                        AND (c.rule_category_code IS NULL OR e.category_code = c.rule_category_code
                             OR e.category_code LIKE c.rule_category_code || '/%')
                        AND (c.rule_tag_code IS NULL OR c.rule_tag_code = ANY (e.tag_codes))
                        AND (NOT c.rule_on_sale OR pr.previous_amount IS NOT NULL OR pr.member_amount IS NOT NULL)))`;
}
