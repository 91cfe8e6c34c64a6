import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type TReceivedEmail = { from: string; to: string[]; raw: string };

export type TSmtpServer = {
  url: string;
  received: TReceivedEmail[];
  /** While set, every recipient is refused with this reply (e.g. 451: try again later). */
  refuse: { code: number; message: string } | undefined;
  close: () => Promise<void>;
};

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1: no TLS, no authentication, every
 * message kept whole as it arrived.
 */
export async function startSmtpServer(): Promise<TSmtpServer> {
  const state: TSmtpServer = {
    url: '',
    received: [],
    refuse: undefined,
    close: async () => {},
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const error = Object.assign(new Error(state.refuse.message), { responseCode: state.refuse.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
