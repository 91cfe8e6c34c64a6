/**
 * A delivery error as the admin page shows it. SMTP servers and gateways echo the address or number
 * they refused ("550 <asha@example.com>: mailbox unavailable"), and a gateway URL may carry a key in its
 * query: the page is for fixing the setting, not for reading whom it was for.
 */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
// A run of 10 or more digits (a mobile number, with or without +91), grouped by spaces or dashes or not;
// dots are not joined, so an IP address or a version stays readable.
const PHONE = /\+?\d(?:[ -]?\d){9,}/g;
const URL_QUERY = /(https?:\/\/[^\s?#'"<>]+)\?[^\s'"<>]*/g;
const MAX_LENGTH = 500;

export function maskPersonalData(text: string): string {
  const masked = text
    .replace(URL_QUERY, '$1?[redacted]')
    .replace(EMAIL, (address) => `•••@${address.split('@')[1]}`)
    .replace(PHONE, (number) => {
      const digits = number.replace(/\D/g, '');
      return `${'•'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
    });
  return masked.length > MAX_LENGTH ? `${masked.slice(0, MAX_LENGTH - 1)}…` : masked;
}
