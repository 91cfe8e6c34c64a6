import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** An email as the SMTP server received it, its MIME text unfolded (quoted-printable soft breaks removed). */
export type TReceivedEmail = { to: string[]; text: string };
/** A text as the gateway received it (the portal's webhook body). */
export type TReceivedText = { mobileNumber: string; message: string; channel: string };

/**
 * A real SMTP server (smtp-server) on the port the portal was started with (E2E_SMTP_PORT): no TLS, no
 * authentication; what it receives is kept for the test to read.
 */
export async function startSmtpServer(): Promise<{ received: TReceivedEmail[]; close: () => Promise<void> }> {
  const received: TReceivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The SMS / WhatsApp gateway the portal posts to (NOTIFY_WEBHOOK_URL, on E2E_GATEWAY_PORT): answers 200. */
export async function startTextGateway(): Promise<{ received: TReceivedText[]; close: () => Promise<void> }> {
  const received: TReceivedText[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as TReceivedText);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_GATEWAY_PORT), '127.0.0.1', resolve),
  );
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
