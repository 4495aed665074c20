export type ShapeRecord = { file: string; seconds: number; shapes: string[] };

export function pgliteIntegrationFiles(root?: string): string[];

export function choosePgliteFiles(
  shapesDir: string | undefined,
  root?: string,
): { files: string[]; records: Map<string, ShapeRecord>; chosen: Map<string, string> };
