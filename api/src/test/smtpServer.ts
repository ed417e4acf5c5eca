import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server for tests: every mail it takes is kept whole in `received`; while `refuse()`
 * says so, a recipient is answered 451 (try again later), as a mail server under load does.
 */
export function recordingSmtpServer(refuse: () => boolean): { server: SMTPServer; received: string[] } {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse()) callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return { server, received };
}
