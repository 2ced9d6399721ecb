// Stylesheets in a server bundle: the browser build extracts them; the server renders markup only.
export default function ignoreLoader() {
  return '';
}
