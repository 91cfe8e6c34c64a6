/** A multipart/form-data body for app.inject, built by the platform's own FormData encoder. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.name);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}
