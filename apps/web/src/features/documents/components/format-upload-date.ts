const pad = (value: number) => String(value).padStart(2, '0');

/** An upload instant (ISO 8601) as DD-MM-YYYY HH:mm in the viewer's own time zone. */
export function formatUploadDate(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
