import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, STORAGE_KINDS, type TestStorage } from '../test/test-storages';
import { randomFileStem, type UploadStorage } from './upload-storage';

const listed = async (storage: UploadStorage) => {
  const names: string[] = [];
  for await (const name of storage.list()) names.push(name);
  return names.sort();
};

describe.each(STORAGE_KINDS)('upload storage in a %s', (kind) => {
  let t: TestStorage;
  beforeAll(async () => {
    t = await openTestStorage(kind);
  });
  afterAll(() => t.stop());

  it('when a file is written, then it is described, read whole or in part, and listed', async () => {
    const name = `${randomFileStem()}.pdf`;
    const before = Date.now();
    await t.storage.write(name, Buffer.from('0123456789'));

    const file = await t.storage.stat(name);
    expect(file).toMatchObject({ size: 10, etag: expect.stringMatching(/^(W\/)?".+"$/) });
    // S3 keeps whole seconds.
    expect(file!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await text((await t.storage.read(name)) as Readable)).toBe('0123456789');
    expect(await text((await t.storage.read(name, { start: 2, end: 4 })) as Readable)).toBe('234');
    expect(await listed(t.storage)).toContain(name);
  });

  it('when a file is removed, then it is gone, and removing it again is no error', async () => {
    const name = `${randomFileStem()}-480.webp`;
    await t.storage.write(name, Buffer.from('webp'));
    await t.storage.remove(name);
    expect(await t.storage.stat(name)).toBeUndefined();
    expect(await t.storage.read(name)).toBeUndefined();
    expect(await listed(t.storage)).not.toContain(name);
    await t.storage.remove(name);
  });

  it('when a name is not one of ours, then nothing is written, read or removed', async () => {
    for (const name of ['../escape.png', '.hidden', 'UPPER.PNG', 'a/b.png', 'noextension']) {
      await expect(t.storage.write(name, Buffer.from('x')), name).rejects.toThrow(/unsafe/);
      await expect(t.storage.stat(name), name).rejects.toThrow(/unsafe/);
      await expect(t.storage.remove(name), name).rejects.toThrow(/unsafe/);
    }
    expect((await listed(t.storage)).every((name) => /^[a-z0-9-]+\.[a-z0-9]+$/.test(name))).toBe(
      true,
    );
  });
});
