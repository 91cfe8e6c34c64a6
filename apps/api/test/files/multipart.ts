import { randomBytes } from 'node:crypto';

export type TFormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string };

/**
 * A multipart/form-data body built byte by byte, so a test controls exactly what the server
 * receives (file names with slashes, backslashes or control characters are sent as they are).
 */
export function multipartBody(parts: TFormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'));
    chunks.push('fileName' in part ? part.content : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
