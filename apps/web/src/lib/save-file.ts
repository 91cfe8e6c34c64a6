/** Saves bytes under `fileName` through a temporary link with the download attribute. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has started the download (revoking at once cancels it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
