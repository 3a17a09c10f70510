import dgram from 'node:dgram';
import net from 'node:net';

/** Encodes a name as DNS labels. */
function labels(name: string): Buffer {
  const parts = name.replace(/\.$/, '').split('.');
  return Buffer.concat([
    ...parts.map((part) => Buffer.concat([Buffer.from([part.length]), Buffer.from(part)])),
    Buffer.from([0]),
  ]);
}

/** Reads the question name starting at offset 12 of a query. */
function questionName(query: Buffer): { name: string; end: number } {
  const parts: string[] = [];
  let offset = 12;
  for (let length = query.readUInt8(offset); length > 0; length = query.readUInt8(offset)) {
    parts.push(query.subarray(offset + 1, offset + 1 + length).toString());
    offset += length + 1;
  }
  return { name: parts.join('.').toLowerCase(), end: offset + 1 + 4 };
}

/** TXT rdata: each string as character-strings of at most 255 bytes. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset === 0 || offset < bytes.length; offset += 255) {
    const chunk = bytes.subarray(offset, offset + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A tiny authoritative DNS server on UDP for the tests: answers CNAME queries from `records`
 * (name → target), A queries for names whose record is an IPv4 address, TXT queries from `txt`
 * (name → values), and NXDOMAIN for anything else, so domain verification, the SSO domain proof and
 * outbound calls run through node:dns. A `silent` server reads every query and never answers, as an
 * unreachable DNS server would; with `delayMs` every answer comes that late, as a slow one's would. Both maps may
 * change later.
 */
export async function startDnsServer(
  records: Record<string, string>,
  {
    silent = false,
    txt = {},
    delayMs = 0,
  }: { silent?: boolean; txt?: Record<string, string[]>; delayMs?: number } = {},
) {
  const socket = dgram.createSocket('udp4');
  let closed = false;
  socket.on('message', (query, peer) => {
    if (silent) return;
    const { name, end } = questionName(query);
    const type = query.readUInt16BE(end - 4);
    const target = records[name];
    const isAddress = target !== undefined && net.isIPv4(target);
    const answers =
      target !== undefined && type === (isAddress ? 1 : 5)
        ? [isAddress ? Buffer.from(target.split('.').map(Number)) : labels(target)]
        : type === 16 && txt[name]?.length
          ? txt[name].map(txtData)
          : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(answers.length > 0 ? 0x8580 : 0x8583, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const question = query.subarray(12, end);
    const parts: Buffer[] = [header, question];
    for (const data of answers) {
      const record = Buffer.alloc(12);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(type, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(data.length, 10);
      parts.push(record, data);
    }
    const answer = () => {
      if (!closed) socket.send(Buffer.concat(parts), peer.port, peer.address);
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = socket.address().port;
  return {
    server: `127.0.0.1:${port}`,
    records,
    txt,
    close: () => {
      closed = true;
      return new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
