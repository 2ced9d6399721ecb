/** Questions and answers that open in place (native <details>: keyboard and screen readers need nothing more). */
export function ClubFaq({ faq }: { faq: { question: string; answer: string }[] }) {
  return (
    <div className="a_ClubFaq">
      {faq.map((item) => (
        <details key={item.question} className="a_ClubFaq__item">
          <summary className="a_ClubFaq__question">{item.question}</summary>
          <p className="a_ClubFaq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
