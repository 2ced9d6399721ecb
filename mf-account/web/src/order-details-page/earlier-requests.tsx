import { useCulture, usePhrase, type MemberOrderLine, type OrderReturnRequest } from '@storefront/platform';
import { formatDate } from '../dates/format-date';
import { returnKindKeys, returnStatusKeys } from '../orders/order-status';

/** Returns and complaints already sent for this order, with what they covered; the member's comment is plain text. */
export function EarlierRequests({ requests, lines }: { requests: OrderReturnRequest[]; lines: MemberOrderLine[] }) {
  const t = usePhrase();
  const culture = useCulture();
  const nameOf = (code: string) => lines.find((line) => line.code === code)?.name ?? code;
  return (
    <ul className="a_EarlierRequests">
      {requests.map((request) => (
        <li key={request.id} className="a_EarlierRequests__request">
          <p className="a_EarlierRequests__title">
            {t('/MyPages/OrderDetails/RequestTitle', {
              kind: t(returnKindKeys[request.kind]),
              date: formatDate(request.createdAt, culture),
            })}
          </p>
          <p>{t('/MyPages/OrderDetails/RequestStatus', { status: t(returnStatusKeys[request.status]) })}</p>
          <ul className="a_EarlierRequests__lines">
            {request.lines.map((line) => (
              <li key={line.code}>{t('/MyPages/OrderDetails/RequestLine', { name: nameOf(line.code), quantity: line.quantity })}</li>
            ))}
          </ul>
          {request.comment && <p className="a_EarlierRequests__comment">{request.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
