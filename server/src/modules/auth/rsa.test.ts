import { generateKeyPairSync } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { encrypt } from '../../../test/accounts';
import { pkcs1v15Message } from './pkcs1';
import { loadRsaKeys, type RsaKeys } from './rsa';

let t: TestApp;
let keys: RsaKeys;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  keys = await loadRsaKeys(t.engine.db);
});
afterAll(() => t.close());

describe('send-code RSA', () => {
  test('decrypts what jsencrypt encrypts with the public key, 20 times well within 1 s', () => {
    const text = '13900001234:2f0c7c1e-6a1b-4a47-9d0e-7d3f2b1a9c55 展会';
    const ciphers = Array.from({ length: 20 }, () => encrypt(keys.publicKeyPem, text));
    const started = performance.now();
    for (const cipher of ciphers) expect(keys.decrypt(cipher)).toBe(text);
    // node-forge, used before, took 5 s for one decryption under Jest on Node 24.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('another key, a cut ciphertext, or something not base64 gives null', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    const cipher = encrypt(keys.publicKeyPem, 'text');
    expect(keys.decrypt(encrypt(other.publicKey, 'text'))).toBeNull();
    expect(keys.decrypt(Buffer.from(cipher, 'base64').subarray(1).toString('base64'))).toBeNull();
    expect(keys.decrypt(`${cipher.slice(0, -4)}!!!!`)).toBeNull();
    expect(keys.decrypt('')).toBeNull();
  });

  test('a key stored by the node-forge version (PKCS#1 PEM, CRLF lines) still loads and decrypts', async () => {
    const stored = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    await t.engine.db.updateTable('app_secret').set({ value: stored.privateKey.replace(/\n/g, '\r\n') }).where('name', '=', 'rsa_private_key').execute();
    const loaded = await loadRsaKeys(t.engine.db);
    expect(loaded.publicKeyPem.replace(/\s/g, '')).toBe(stored.publicKey.replace(/\s/g, ''));
    expect(loaded.decrypt(encrypt(stored.publicKey, 'hello'))).toBe('hello');
  });
});

describe('PKCS#1 v1.5 padding', () => {
  const block = (type: number, padding: number, message: number[]) =>
    Uint8Array.from([0x00, type, ...Array<number>(padding).fill(0xa5), 0x00, ...message]);

  test('the message after at least eight padding bytes, even an empty one', () => {
    expect(pkcs1v15Message(block(0x02, 8, [1, 2, 3]))).toEqual(Buffer.from([1, 2, 3]));
    expect(pkcs1v15Message(block(0x02, 200, [0, 7]))).toEqual(Buffer.from([0, 7]));
    expect(pkcs1v15Message(block(0x02, 9, []))).toEqual(Buffer.alloc(0));
  });

  test('null for short padding, another block type, a non-zero first byte, or no separator', () => {
    expect(pkcs1v15Message(block(0x02, 7, [1, 2, 3]))).toBeNull();
    expect(pkcs1v15Message(block(0x01, 8, [1, 2, 3]))).toBeNull();
    expect(pkcs1v15Message(Uint8Array.from([0x01, 0x02, ...Array<number>(9).fill(0xa5), 0x00, 1]))).toBeNull();
    expect(pkcs1v15Message(Uint8Array.from([0x00, 0x02, ...Array<number>(20).fill(0xa5)]))).toBeNull();
    expect(pkcs1v15Message(Uint8Array.from([0x00, 0x02]))).toBeNull();
  });
});
