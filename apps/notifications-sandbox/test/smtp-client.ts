import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/**
 * Sends one plain-text email over a bare SMTP conversation (EHLO, MAIL, RCPT, DATA, QUIT), so the catcher is
 * tested against the protocol itself rather than through the mail library the server's email channel uses.
 * Resolves to the reply lines the server gave, in order.
 */
export async function sendRawEmail(
  port: number,
  mail: { from: string; to: string[]; subject: string; text: string },
): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const replies = replyReader(socket);
  const expect = async (code: string) => {
    const line = await replies.next();
    if (!line.startsWith(code)) throw new Error(`expected ${code}, got: ${line}`);
    return line;
  };
  const said: string[] = [await expect('220')];
  const step = async (command: string, code: string) => {
    socket.write(`${command}\r\n`);
    said.push(await expect(code));
  };
  await step('EHLO test.invalid', '250');
  await step(`MAIL FROM:<${mail.from}>`, '250');
  for (const to of mail.to) await step(`RCPT TO:<${to}>`, '250');
  await step('DATA', '354');
  const headers = [`From: <${mail.from}>`, `To: ${mail.to.map((to) => `<${to}>`).join(', ')}`];
  const body = [
    ...headers,
    `Subject: ${mail.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
  ];
  await step(`${body.join('\r\n')}\r\n.`, '250');
  await step('QUIT', '221');
  socket.destroy();
  return said;
}

/** The server's replies one at a time; a multi-line reply ("250-...", "250 ...") comes back as its last line. */
function replyReader(socket: Socket) {
  let buffer = '';
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^\d{3}-/.test(line)) continue;
      const resolve = waiting.shift();
      if (resolve) resolve(line);
      else lines.push(line);
    }
  });
  return {
    next: () =>
      new Promise<string>((resolve, reject) => {
        const line = lines.shift();
        if (line !== undefined) return resolve(line);
        waiting.push(resolve);
        socket.once('error', reject);
      }),
  };
}
