import { useEffect, useId, useRef } from 'react';
import { useCulture, usePhrase, type MemberOrder } from '@storefront/platform';
import type { ReturnReason } from '../../../contract/returns';
import { FactList } from '../ui/fact-list';
import { formatDate } from '../dates/format-date';
import { returnStatusKeys } from '../orders/order-status';
import { orderUrls } from '../orders/order-urls';
import type { SentReturn } from './return-form';

/** What was sent, once the server has it: focus moves here, the member's comment is shown as plain text. */
export function ReturnSummary({ sent, order, reasons }: { sent: SentReturn; order: MemberOrder; reasons: ReturnReason[] }) {
  const t = usePhrase();
  const culture = useCulture();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { request, message } = sent;
  const nameOf = (code: string) => order.lines.find((line) => line.code === code)?.name ?? code;
  const reasonOf = (id: string) => reasons.find((reason) => reason.id === id)?.text ?? id;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="a_ReturnSummary" aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} className="a_Section__heading" tabIndex={-1}>
        {request.kind === 'return' ? t('/MyPages/Return/ReturnReceived') : t('/MyPages/Return/ComplaintReceived')}
      </h2>
      {message && <p className="a_ReturnSummary__message">{message}</p>}
      <FactList
        className="a_ReturnSummary__facts"
        facts={[
          { term: t('/MyPages/Return/SentAt'), value: formatDate(request.createdAt, culture) },
          { term: t('/MyPages/Orders/Status'), value: t(returnStatusKeys[request.status]) },
        ]}
      />
      <ul className="a_ReturnSummary__lines" aria-label={t('/MyPages/Return/SummaryLines')}>
        {request.lines.map((line) => (
          <li key={line.code}>
            {t('/MyPages/Return/SummaryLine', { name: nameOf(line.code), quantity: line.quantity, reason: reasonOf(line.reasonId) })}
          </li>
        ))}
      </ul>
      {request.comment && (
        <>
          <p className="a_ReturnSummary__comment-label">{t('/MyPages/Return/Comment')}</p>
          <p className="a_ReturnSummary__comment">{request.comment}</p>
        </>
      )}
      <p>
        <a href={orderUrls.details(order.orderNumber)}>{t('/MyPages/Return/BackToOrder')}</a>
      </p>
    </section>
  );
}
