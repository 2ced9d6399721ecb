export function citationsIn(source: string, fileName: string): string[];
export function sourceFiles(root: string): string[];
export function citationsInTree(root: string): string[];
