import net, { type AddressInfo } from 'node:net';

export interface HeldMessage {
  uid: number;
  raw: Buffer;
  seen: boolean;
}

/**
 * A small IMAP4rev1 responder holding one INBOX in memory: enough of the protocol for a
 * client to sign in, select the mailbox, search for unseen mail, fetch a message's source
 * and flag it seen. Every command it does not know is answered OK, so a client's optional
 * steps (ID, NAMESPACE, ENABLE) pass.
 */
export async function startImapResponder(credentials: { user: string; pass: string }) {
  const messages: HeldMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const send = (line: string | Buffer) => socket.write(line);
    send('* OK [CAPABILITY IMAP4rev1 UIDPLUS] test responder ready\r\n');
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        answer(line);
      }
    });
    function answer(line: string) {
      commands.push(line);
      const [tag, rawCommand, ...rest] = line.split(' ');
      let command = (rawCommand ?? '').toUpperCase();
      let args = rest;
      if (command === 'UID') {
        command = `UID ${(rest[0] ?? '').toUpperCase()}`;
        args = rest.slice(1);
      }
      const argText = args.join(' ');
      switch (command) {
        case 'CAPABILITY':
          send('* CAPABILITY IMAP4rev1 UIDPLUS\r\n');
          break;
        case 'LOGIN': {
          const given = argText.match(/^"?([^"\s]+)"?\s+"?([^"]*)"?$/);
          if (!given || given[1] !== credentials.user || given[2] !== credentials.pass) {
            send(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`);
            return;
          }
          break;
        }
        case 'LOGOUT':
          send('* BYE logging out\r\n');
          send(`${tag} OK LOGOUT completed\r\n`);
          socket.end();
          return;
        case 'SELECT':
        case 'EXAMINE': {
          const next = (messages.at(-1)?.uid ?? 0) + 1;
          send(`* ${messages.length} EXISTS\r\n* 0 RECENT\r\n`);
          send('* FLAGS (\\Seen \\Deleted)\r\n* OK [PERMANENTFLAGS (\\Seen \\Deleted)] ok\r\n');
          send(`* OK [UIDVALIDITY 1] ok\r\n* OK [UIDNEXT ${next}] ok\r\n`);
          send(`${tag} OK [READ-WRITE] ${command} completed\r\n`);
          return;
        }
        case 'SEARCH':
        case 'UID SEARCH': {
          const unseenOnly = /UNSEEN/i.test(argText);
          const found = messages.filter((message) => !unseenOnly || !message.seen);
          const ids = found.map((message) =>
            command === 'UID SEARCH' ? message.uid : messages.indexOf(message) + 1,
          );
          send(`* SEARCH${ids.map((id) => ` ${id}`).join('')}\r\n`);
          break;
        }
        case 'UID FETCH':
        case 'FETCH': {
          const [range] = args;
          const wanted = select(range, command === 'UID FETCH');
          for (const message of wanted) {
            const seq = messages.indexOf(message) + 1;
            const flags = message.seen ? '\\Seen' : '';
            if (/BODY(\.PEEK)?\[\]|RFC822/i.test(argText)) {
              send(
                `* ${seq} FETCH (UID ${message.uid} FLAGS (${flags}) BODY[] {${message.raw.length}}\r\n`,
              );
              send(message.raw);
              send(')\r\n');
            } else {
              send(`* ${seq} FETCH (UID ${message.uid} FLAGS (${flags}))\r\n`);
            }
          }
          break;
        }
        case 'UID STORE':
        case 'STORE': {
          const [range] = args;
          for (const message of select(range, command === 'UID STORE')) {
            if (/\+FLAGS/i.test(argText) && /\\Seen/i.test(argText)) message.seen = true;
            if (!/SILENT/i.test(argText)) {
              const seq = messages.indexOf(message) + 1;
              send(`* ${seq} FETCH (UID ${message.uid} FLAGS (\\Seen))\r\n`);
            }
          }
          break;
        }
        default:
          break;
      }
      send(`${tag} OK ${command} completed\r\n`);
    }
  });

  /** The messages a sequence set names ('1:*', '3', '2,5'), by UID or by position. */
  function select(range: string, byUid: boolean) {
    return messages.filter((message, index) => {
      const id = byUid ? message.uid : index + 1;
      return range.split(',').some((part) => {
        const [from, to] = part.split(':');
        const low = Number(from);
        const high = to === undefined ? low : to === '*' ? Infinity : Number(to);
        return id >= Math.min(low, high) && id <= Math.max(low, high);
      });
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    commands,
    deliver(raw: Buffer) {
      messages.push({ uid: (messages.at(-1)?.uid ?? 0) + 1, raw, seen: false });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
