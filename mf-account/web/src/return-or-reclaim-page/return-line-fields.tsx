import { useId } from 'react';
import { usePhrase, type MemberOrderLine } from '@storefront/platform';
import type { ReturnReason } from '../../../contract/returns';
import { FieldFrame } from './field-frame';
import type { LineChoice } from './return-rules';

interface Props {
  line: MemberOrderLine;
  reasons: ReturnReason[];
  choice: LineChoice;
  errors: { quantity?: string; reason?: string } | undefined;
  onChange: (choice: LineChoice) => void;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** One product of the order: how many to send back (0 up to what is still returnable) and why. */
export function ReturnLineFields({ line, reasons, choice, errors, onChange }: Props) {
  const t = usePhrase();
  const id = useId();
  const ids = { quantity: `${id}-quantity`, hint: `${id}-hint`, quantityError: `${id}-quantity-error`, reason: `${id}-reason`, reasonError: `${id}-reason-error` };
  const isChosen = Number(choice.quantity) > 0;
  return (
    <fieldset className="a_ReturnLine">
      <legend className="a_ReturnLine__product">
        <span className="a_ReturnLine__brand">{line.brandName}</span> {line.name}
      </legend>
      <p className="a_ReturnLine__hint" id={ids.hint}>
        {t('/MyPages/Return/Returnable', { quantity: line.returnableQuantity })}
      </p>
      <div className="a_ReturnLine__fields">
        <FieldFrame
          htmlFor={ids.quantity}
          label={t('/MyPages/Return/Quantity')}
          error={errors?.quantity && t(errors.quantity, { max: line.returnableQuantity })}
          errorId={ids.quantityError}
        >
          <input
            id={ids.quantity}
            className="a_Field__input a_ReturnLine__quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={line.returnableQuantity}
            step={1}
            value={choice.quantity}
            onChange={(event) => onChange({ ...choice, quantity: event.target.value })}
            aria-invalid={errors?.quantity ? true : undefined}
            aria-describedby={describedBy(ids.hint, errors?.quantity && ids.quantityError)}
          />
        </FieldFrame>
        <FieldFrame htmlFor={ids.reason} label={t('/MyPages/Return/Reason')} error={errors?.reason && t(errors.reason)} errorId={ids.reasonError}>
          <select
            id={ids.reason}
            className="a_Select"
            value={choice.reasonId}
            onChange={(event) => onChange({ ...choice, reasonId: event.target.value })}
            aria-required={isChosen}
            aria-invalid={errors?.reason ? true : undefined}
            aria-describedby={describedBy(errors?.reason && ids.reasonError)}
          >
            <option value="">{t('/MyPages/Return/ChooseReason')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.text}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
    </fieldset>
  );
}
