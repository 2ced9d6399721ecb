export function commentsIn(source: string, fileName: string): string[];
export function stringsIn(source: string, fileName: string): string[];
export function filesUnder(root: string, folders: readonly string[], endings: readonly string[]): string[];
