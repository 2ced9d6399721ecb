/**
 * Where a form says what went wrong: always in the page, so a screen reader announces the text when it comes, beside
 * the form's fields and buttons.
 */
export function FormAlert({ text }: { text: string }) {
  return (
    <p className="o_FormAlert" role="alert">
      {text}
    </p>
  );
}
