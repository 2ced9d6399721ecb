import './form-alert.css';

/**
 * Where a form says what went wrong: always in the page, so a screen reader announces the text when it comes. A form
 * in a box of its own (the account box) has it boxed too.
 */
export function FormAlert({ text, boxed = false }: { text: string; boxed?: boolean }) {
  return (
    <div className={boxed ? 'a_FormAlert a_FormAlert--boxed' : 'a_FormAlert'} role="alert">
      {text}
    </div>
  );
}
