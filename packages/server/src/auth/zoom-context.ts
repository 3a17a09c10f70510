import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The decrypted Zoom app context: the Zoom user (uid) and its expiry (ms since epoch). */
export const zoomContextSchema = z.looseObject({
  uid: z.string().min(1),
  exp: z.number().optional(),
  ts: z.number().optional(),
  typ: z.string().optional(),
});
export type ZoomContext = z.infer<typeof zoomContextSchema>;

const keyFrom = (clientSecret: string) => createHash('sha256').update(clientSecret).digest();

/**
 * Decrypts the X-Zoom-App-Context value as Zoom documents it: base64 of
 * [iv length: 1 byte][iv][aad length: 2 bytes LE][aad][cipher length: 4 bytes LE][cipher][tag: 16],
 * AES-256-GCM with the SHA-256 of the app's client secret as key. Undefined when it does not
 * decrypt or is not a context.
 */
export function decryptZoomContext(context: string, clientSecret: string): ZoomContext | undefined {
  try {
    const buffer = Buffer.from(context.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    let offset = 0;
    const ivLength = buffer.readUInt8(offset);
    offset += 1;
    const iv = buffer.subarray(offset, offset + ivLength);
    offset += ivLength;
    const aadLength = buffer.readUInt16LE(offset);
    offset += 2;
    const aad = buffer.subarray(offset, offset + aadLength);
    offset += aadLength;
    const cipherLength = buffer.readInt32LE(offset);
    offset += 4;
    const cipherText = buffer.subarray(offset, offset + cipherLength);
    const tag = buffer.subarray(offset + cipherLength);
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(clientSecret), iv);
    if (aadLength > 0) decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
    const parsed = zoomContextSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The inverse, for tests (and to document the format). */
export function encryptZoomContext(context: ZoomContext, clientSecret: string): string {
  const iv = randomBytes(12);
  const aad = Buffer.alloc(0);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(clientSecret), iv);
  const cipherText = Buffer.concat([cipher.update(JSON.stringify(context), 'utf8'), cipher.final()]);
  const header = Buffer.alloc(1 + iv.length + 2);
  header.writeUInt8(iv.length, 0);
  iv.copy(header, 1);
  header.writeUInt16LE(aad.length, 1 + iv.length);
  const length = Buffer.alloc(4);
  length.writeInt32LE(cipherText.length, 0);
  return Buffer.concat([header, aad, length, cipherText, cipher.getAuthTag()]).toString('base64');
}
