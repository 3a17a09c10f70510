import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey held in memory, answering WebAuthn ceremonies as a phone's platform authenticator would (WebAuthn §6.1
 * authenticator data, §8.7 'none' attestation): one P-256 key pair, its credential id, a signature counter, and the
 * AAGUID it claims. Hand-written because no library we keep plays an authenticator in Node (the maintained ones run
 * in browsers); the CBOR and COSE encoding is @simplewebauthn/server's own. The demo simulator plays customers with
 * it, and the tests use it to go through the real verification.
 */
export interface SoftwareAuthenticatorOptions {
  aaguid: string;
  /** Synced to the provider's cloud (the BE and BS flags). */
  backedUp: boolean;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED = 0x40;
/** COSE (RFC 9053): kty EC2, alg ES256, crv P-256. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const bytes = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, isoBase64URL.toBuffer(jwk.x ?? '')],
      [COSE.y, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

export function createSoftwareAuthenticator({ aaguid, backedUp }: SoftwareAuthenticatorOptions) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = new Uint8Array(randomBytes(16));
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  const backupFlags = backedUp ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The counter as it stands: 0 at registration, one more for each assertion. */
  function authenticatorData(rpId: string, flags: number, attested?: Uint8Array) {
    return bytes(
      sha256(rpId),
      Uint8Array.of(flags | backupFlags),
      uint32(counter),
      attested ?? new Uint8Array(),
    );
  }

  return {
    /** The credential's id (base64url), once registered. */
    credentialId: id,

    /** navigator.credentials.create(): a new credential for the options' RP, with a 'none' attestation. */
    register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
      const aaguidBytes = Buffer.from(aaguid.replaceAll('-', ''), 'hex');
      const length = new Uint8Array(2);
      new DataView(length.buffer).setUint16(0, credentialId.length);
      const attested = bytes(aaguidBytes, length, credentialId, coseKey(publicKey));
      const flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED;
      const authData = authenticatorData(options.rp.id ?? new URL(origin).hostname, flags, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, Uint8Array>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Uint8Array>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /**
     * navigator.credentials.get(): an assertion signed with the key, or undefined when the options do not ask for
     * this credential (the customer holds no passkey they would accept).
     */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      origin: string,
    ): AuthenticationResponseJSON | undefined {
      const allowed = options.allowCredentials ?? [];
      if (allowed.length > 0 && !allowed.some((credential) => credential.id === id)) return undefined;
      counter += 1;
      const authData = authenticatorData(
        options.rpId ?? new URL(origin).hostname,
        FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
      );
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', bytes(authData, sha256(clientDataJSON)), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
