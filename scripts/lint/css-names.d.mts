export interface StylesheetNames {
  classes: string[];
  definedProperties: string[];
  usedProperties: string[];
}
export interface StylesheetOwner {
  folder: string;
  /** From the folder's package.json, `storefront.classPrefix`; undefined when it declares none. */
  prefix: string | undefined;
  stylesheets: string[];
}
export function namesIn(css: string): StylesheetNames;
export function problemsIn(css: string, prefix: string | undefined): string[];
export function stylesheetOwners(root: string): StylesheetOwner[];
