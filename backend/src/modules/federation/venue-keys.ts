import type { webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { ActorKeysRow } from './federation.repository.js';

/** A venue's two key pairs: RSA first (HTTP signatures, as Mastodon verifies them), then Ed25519 (object proofs). */
export async function newActorKeys(): Promise<ActorKeysRow> {
  const rsa = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const ed25519 = await generateCryptoKeyPair('Ed25519');
  return {
    rsa_public: await exportJwk(rsa.publicKey),
    rsa_private: await exportJwk(rsa.privateKey),
    ed25519_public: await exportJwk(ed25519.publicKey),
    ed25519_private: await exportJwk(ed25519.privateKey),
  };
}

/** Stored JWKs as the key pairs Fedify signs with. */
export async function importActorKeys(row: ActorKeysRow): Promise<webcrypto.CryptoKeyPair[]> {
  return [
    { publicKey: await importJwk(row.rsa_public, 'public'), privateKey: await importJwk(row.rsa_private, 'private') },
    { publicKey: await importJwk(row.ed25519_public, 'public'), privateKey: await importJwk(row.ed25519_private, 'private') },
  ];
}
