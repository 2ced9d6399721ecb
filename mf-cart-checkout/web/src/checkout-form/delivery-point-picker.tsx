import { usePhrase } from '@storefront/platform';
import type { DeliveryPoint } from '../../../contract/checkout';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { ChoiceGroup } from './choice-group';
import { useDeliveryPoints } from './use-delivery-points';
import { useFieldError } from './use-field-error';

function PointDetails({ point }: { point: DeliveryPoint }) {
  const t = usePhrase();
  const distance =
    point.distanceMeters === undefined
      ? null
      : point.distanceMeters < 1000
        ? t('/Checkout/DeliveryPoint/Meters', { distance: Math.round(point.distanceMeters) })
        : t('/Checkout/DeliveryPoint/Kilometers', { distance: (Math.round(point.distanceMeters / 100) / 10).toString() });
  return (
    <>
      <span className="k_DeliveryPoint__address">
        {point.street}, {point.postalCode} {point.city}
        {distance && ` · ${distance}`}
      </span>
      {point.openingHours.length > 0 && (
        <span className="k_DeliveryPoint__hours">
          {t('/Checkout/DeliveryPoint/OpeningHours')}: {point.openingHours.join(', ')}
        </span>
      )}
    </>
  );
}

/** The delivery points near the delivery postal code, as a radio group. */
export function DeliveryPointPicker() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { customerInfo, selectedDeliveryPoint } = useCheckout().checkout.form;
  const address = customerInfo.hasAlternativeDeliveryAddress ? customerInfo.alternativeDeliveryAddress : customerInfo.billingAddress;
  const points = useDeliveryPoints(address?.postalCode ?? '');
  const error = useFieldError('selectedDeliveryPoint');

  if (points.status === 'waiting') {
    return (
      <>
        <p className="k_DeliveryPoint__note">{t('/Checkout/DeliveryPoint/NeedPostalCode')}</p>
        {error && <p className="k_Field__error">{error}</p>}
      </>
    );
  }
  if (points.status === 'loading') {
    return (
      <p className="k_DeliveryPoint__note" role="status">
        {t('/Checkout/DeliveryPoint/Loading')}
      </p>
    );
  }
  if (points.status === 'failed') {
    return (
      <div className="k_DeliveryPoint__note" role="alert">
        <p>{t('/Checkout/DeliveryPoint/LoadFailed')}</p>
        <button type="button" className="k_LinkButton" onClick={points.retry}>
          {t('/Common/Retry')}
        </button>
      </div>
    );
  }
  if (points.points.length === 0) return <p className="k_DeliveryPoint__note">{t('/Checkout/DeliveryPoint/NoneNear')}</p>;
  return (
    <ChoiceGroup
      legend={t('/Checkout/DeliveryPoint/Choose')}
      name="selectedDeliveryPoint"
      required
      error={error}
      value={selectedDeliveryPoint?.id ?? null}
      onChoose={(id) => void store.change({ selectedDeliveryPoint: { id } })}
      choices={points.points.map((point) => ({ value: point.id, label: point.name, details: <PointDetails point={point} /> }))}
    />
  );
}
