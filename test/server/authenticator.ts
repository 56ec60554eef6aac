// A software authenticator for tests: an ES256 key pair from node:crypto per credential, an
// attestation of format "none" to register it and signed assertions to sign in, built byte by
// byte as the WebAuthn spec lays them out, so the server's real @simplewebauthn verification
// checks them. It plays the browser's part too (client data with the page's origin).

import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (b: Uint8Array | Buffer): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  readonly id: Buffer;
  readonly key: KeyObject;
  readonly userHandle: string;
  readonly rpID: string;
  counter: number;
}

/** What `navigator.credentials.create` would answer to these options, and the credential. */
export function register(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
  tweak: { rpID?: string; origin?: string; challenge?: string } = {},
): { response: Record<string, unknown>; credential: SoftCredential } {
  const rpID = tweak.rpID ?? options.rp.id!;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const id = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    sha256(rpID),
    Buffer.from([UP | UV | AT]),
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // aaguid: none
    idLength,
    id,
    Buffer.from(isoCBOR.encode(cose)),
  ]);
  const attestation = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  );
  const clientData = JSON.stringify({
    type: 'webauthn.create',
    challenge: tweak.challenge ?? options.challenge,
    origin: tweak.origin ?? origin,
    crossOrigin: false,
  });
  return {
    response: {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(Buffer.from(clientData)),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
    credential: {
      id,
      key: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })),
      userHandle: options.user.id,
      rpID,
      counter: 0,
    },
  };
}

/** What `navigator.credentials.get` would answer with this credential (a discoverable one). */
export function assert(
  options: { challenge: string },
  credential: SoftCredential,
  origin: string,
  tweak: { origin?: string; key?: KeyObject } = {},
): Record<string, unknown> {
  credential.counter++;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(credential.counter);
  const authData = Buffer.concat([sha256(credential.rpID), Buffer.from([UP | UV]), count]);
  const clientData = Buffer.from(
    JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: tweak.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(clientData)]),
    tweak.key ?? credential.key,
  );
  return {
    id: b64(credential.id),
    rawId: b64(credential.id),
    type: 'public-key',
    response: {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
