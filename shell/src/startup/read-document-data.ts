import { documentDataIds } from '@storefront/platform';

/** The JSON the gateway writes into the document: `<script type="application/json" id="...">`. */
export function readJsonScript<T>(doc: Document, id: (typeof documentDataIds)[keyof typeof documentDataIds]): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text?.trim()) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`The ${id} script is not valid JSON`, error);
    return null;
  }
}
