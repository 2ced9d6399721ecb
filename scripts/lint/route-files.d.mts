export function sqlIn(source: string, fileName?: string): string[];
export function isRouteFile(file: string): boolean;
export function routeFiles(root: string): string[];
export function routeFilesWithSql(root: string): string[];
