/** A remote module that could not be loaded (as opposed to one that threw while rendering). */
export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : `Remote module ${moduleId} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}
