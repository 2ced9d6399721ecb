export function teamFolders(root: string): string[];
