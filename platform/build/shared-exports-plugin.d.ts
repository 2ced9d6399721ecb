/** Every build provides each listed shared library with these exports only, and fails on an import of another. */
export class SharedExportsPlugin {
  constructor(exportsByLibrary: Record<string, readonly string[]>);
  apply(compiler: unknown): void;
}
