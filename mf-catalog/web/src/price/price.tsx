import type { Money, Price as PriceData, UnitPrice } from '@storefront/platform';
import { formatPrice, useCulture, usePhrase } from '@storefront/platform';
import './price.css';

interface PriceProps {
  price: PriceData;
  size?: 'small' | 'large';
}

export function Price({ price, size = 'large' }: PriceProps) {
  const t = usePhrase();
  const culture = useCulture();
  const format = (money: Money) => formatPrice(money, culture);
  const perUnit = (money: Money, measure: UnitPrice['measure']) =>
    `${format(money)}/${t(`/Catalog/Measure/${measure}`)}`;

  const currentClass = [
    'c_Price__current',
    price.useDiscountStyling && 'c_Price__current--discount',
    price.isMemberPrice && 'c_Price__current--member',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`c_Price c_Price--${size}${price.isPremium ? ' c_Price--premium' : ''}`}>
      <p className={currentClass}>
        {price.isMemberPrice && <span className="c_Price__label">{t('/Catalog/Price/MemberPriceLabel')} </span>}
        <span className="c_Price__amount">{format(price.current)}</span>
      </p>
      {price.memberPrice && !price.isMemberPrice && (
        <p className="c_Price__member">{t('/Catalog/Price/MemberPrice', { price: format(price.memberPrice) })}</p>
      )}
      {price.eachPrice && <p className="c_Price__each">{t('/Catalog/Price/Each', { price: format(price.eachPrice) })}</p>}
      {price.comparisonPrices.map((comparison) => (
        <p key={comparison.type} className={`c_Price__comparison c_Price__comparison--${comparison.type}`}>
          {comparison.typeText} {comparison.isEach ? perUnit(comparison.value, 'st') : format(comparison.value)}
        </p>
      ))}
      {price.unitPrice && (
        <p className="c_Price__unit">{perUnit(price.unitPrice.value, price.unitPrice.measure)}</p>
      )}
    </div>
  );
}
