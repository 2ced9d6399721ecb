/**
 * The outcome of a form: success in a polite status region that is always in the page (so it is announced when its
 * text changes), a failure as an alert.
 */
export function FormMessages({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <>
      <p className="a_FormMessage a_FormMessage--success" role="status">
        {success ?? ''}
      </p>
      {error && (
        <p className="a_FormMessage a_FormMessage--error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
