import { describe, expect, it } from 'vitest';
import { oneAtATime, PARALLEL_UPLOADS, type PickedImage, picturesToStart } from './use-image-uploads';

const picture = (id: number, status: PickedImage['status']): PickedImage => ({
  id,
  file: new File([new Uint8Array(1)], `photo-${id}.jpg`, { type: 'image/jpeg' }),
  status,
  progress: 0,
});
const ids = (items: PickedImage[]) => items.map((item) => item.id);
const none = new Set<number>();

describe('the picker queue', () => {
  it('starts three chosen photos at once, not one after another', () => {
    expect(PARALLEL_UPLOADS).toBe(3);
    const chosen = [1, 2, 3, 4, 5].map((id) => picture(id, 'queued'));
    expect(ids(picturesToStart(chosen, none))).toEqual([1, 2, 3]);
  });

  it('fills only the places free, in the order chosen, counting photos started but not yet compressing', () => {
    const items = [picture(1, 'uploading'), picture(2, 'queued'), picture(3, 'queued'), picture(4, 'queued')];
    expect(ids(picturesToStart(items, new Set([1])))).toEqual([2, 3]);
    // 2 waits for the compressor (started, still queued): it takes a place and is not started again.
    expect(ids(picturesToStart(items, new Set([1, 2])))).toEqual([3]);
    expect(ids(picturesToStart(items, new Set([1, 2, 3])))).toEqual([]);
  });

  it('does not count finished or failed photos as in progress, nor start a failed one before Retry', () => {
    const items = [
      picture(1, 'done'),
      picture(2, 'failed'),
      picture(3, 'failed'),
      picture(4, 'uploading'),
      picture(5, 'queued'),
      picture(6, 'queued'),
      picture(7, 'queued'),
    ];
    expect(ids(picturesToStart(items, new Set([4])))).toEqual([5, 6]);
  });
});

describe('one compression at a time', () => {
  it('runs the tasks in turn, each after the one before has ended, failed or not', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([inTurn(task('a')), inTurn(task('b', true)), inTurn(task('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
