import {
  EMAIL_CODE_TEXTS,
  NOTIFICATION_EMAIL_TEXTS,
  PORTAL_NAME,
  type TNotificationText,
} from '@portal/contract';

export type TEmailContent = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A plain page: the portal's name, a heading, paragraphs and at most one link. No images, no tracking,
 * no styles beyond a readable width, so it reads the same in every client and to a screen reader.
 */
function page(heading: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const lines = [
    '<!doctype html>',
    `<html lang="${NOTIFICATION_EMAIL_TEXTS.lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 36em; margin: 1em auto; padding: 0 1em;">',
    `<p><strong>${escapeHtml(PORTAL_NAME)}</strong></p>`,
    `<h1 style="font-size: 1.25em;">${escapeHtml(heading)}</h1>`,
    ...paragraphs.slice(0, 1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...paragraphs.slice(1).map((p) => `<p style="color: #555; font-size: 0.875em;">${escapeHtml(p)}</p>`),
    '</body>',
    '</html>',
  ];
  return lines.join('\n');
}

/** A notification's email: its title and body from the contract, and the one link that opens it. */
export function notificationEmail(
  text: TNotificationText,
  link: string,
  options: { calendar: boolean },
): TEmailContent {
  const { subject, linkLabel, footer, calendarNote } = NOTIFICATION_EMAIL_TEXTS;
  const notes = options.calendar ? [calendarNote, footer] : [footer];
  return {
    subject: subject(text.title),
    text: [PORTAL_NAME, '', text.title, '', text.body, '', `${linkLabel}: ${link}`, '', ...notes].join('\n'),
    html: page(text.title, [text.body, ...notes], { href: link, label: linkLabel }),
  };
}

/** The code that verifies an address: no link at all, so a forwarded or phished email proves nothing. */
export function emailCodeEmail(code: string): TEmailContent {
  const { subject, title, body, notYou } = EMAIL_CODE_TEXTS;
  return {
    subject,
    text: [PORTAL_NAME, '', title, '', body(code), '', notYou].join('\n'),
    html: page(title, [body(code), notYou]),
  };
}
