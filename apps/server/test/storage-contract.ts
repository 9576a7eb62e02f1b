import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StorageDriver } from '@samity/api/images';
import { describe, expect, it } from 'vitest';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * What every storage driver must do, whatever it stores in. Run against the filesystem driver always and
 * against S3 when an S3-compatible server is configured for the run (see s3-storage.s3-test.ts).
 */
export function storageContract(name: string, open: () => StorageDriver) {
  describe(`storage driver contract: ${name}`, () => {
    const unique = () => `${randomBytes(16).toString('hex')}.jpg`;

    it('stores an object whole and gives it back as a stream with its type and size', async () => {
      const storage = open();
      const key = unique();
      const data = randomBytes(70_000);
      await storage.put(key, data, 'image/jpeg');
      expect(await storage.exists(key)).toBe(true);
      const object = await storage.get(key);
      expect(object?.contentType).toBe('image/jpeg');
      expect(object?.bytes).toBe(data.length);
      expect((await readAll(object!.body)).equals(data)).toBe(true);
    });

    it('replaces an object written again under the same key', async () => {
      const storage = open();
      const key = unique();
      await storage.put(key, Buffer.from('first'), 'image/jpeg');
      await storage.put(key, Buffer.from('second'), 'image/jpeg');
      expect((await readAll((await storage.get(key))!.body)).toString()).toBe('second');
    });

    it('answers a missing key with null and false, and deleting it (twice) is fine', async () => {
      const storage = open();
      const key = unique();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, Buffer.from('x'), 'image/jpeg');
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it('keeps keys in folders apart', async () => {
      const storage = open();
      const name = unique();
      await storage.put(`demo/${name}`, Buffer.from('in demo'), 'image/jpeg');
      expect(await storage.exists(name)).toBe(false);
      expect(await storage.exists(`demo/${name}`)).toBe(true);
      await storage.delete(`demo/${name}`);
    });

    it('maps keys to public addresses and back, and no other address to a key', async () => {
      const storage = open();
      const key = unique();
      const url = storage.publicUrl(key);
      expect(storage.keyFromUrl(url)).toBe(key);
      expect(storage.keyFromUrl(`${url}x/../../etc/passwd`)).toBeNull();
      expect(storage.keyFromUrl('https://res.cloudinary.com/demo/image/upload/a.jpg')).toBeNull();
    });

    it('keeps private keys, but gives them no public address and answers no address with one', async () => {
      const storage = open();
      const key = `private/documents/${randomBytes(16).toString('hex')}.pdf`;
      await storage.put(key, Buffer.from('%PDF-1.4 members only'), 'application/pdf');
      expect((await readAll((await storage.get(key))!.body)).toString()).toBe('%PDF-1.4 members only');
      expect(() => storage.publicUrl(key)).toThrow(/no public address/);
      const base = storage.publicUrl(unique()).replace(/\/[^/]+$/, '');
      expect(storage.keyFromUrl(`${base}/${key}`)).toBeNull();
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
    });

    it('refuses keys that could leave its storage area', async () => {
      const storage = open();
      for (const bad of ['../escape.jpg', '/etc/passwd', 'a//b.jpg', '.hidden.jpg', 'a/../b.jpg', '']) {
        await expect(storage.put(bad, Buffer.from('x'), 'image/jpeg'), bad).rejects.toThrow(
          /Invalid storage key/,
        );
        expect(() => storage.publicUrl(bad)).toThrow(/Invalid storage key/);
      }
    });
  });
}
