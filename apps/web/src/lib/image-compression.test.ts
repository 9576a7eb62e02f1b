import { describe, expect, it } from 'vitest';
import { qualityLadder, runQualityLadder, sizeWarning } from './image-compression';

/** A stand-in JPEG encoder: the size it produces for each quality, recording the qualities asked for. */
function encoderOf(sizeAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode = async (quality: number) => {
    asked.push(quality);
    return new Blob([new Uint8Array(sizeAt(quality))], { type: 'image/jpeg' });
  };
  return { encode, asked };
}

describe('quality ladder', () => {
  it('starts at 0.9 and steps by 0.05 down to exactly 0.1', () => {
    const ladder = qualityLadder();
    expect(ladder[0]).toBe(0.9);
    expect(ladder[1]).toBe(0.85);
    expect(ladder.at(-1)).toBe(0.1);
    expect(ladder).toHaveLength(17);
    for (let i = 1; i < ladder.length; i++) expect(ladder[i - 1]! - ladder[i]!).toBeCloseTo(0.05, 10);
  });

  it('keeps the first encoding when it is already under 204800 bytes', async () => {
    const { encode, asked } = encoderOf(() => 150_000);
    const result = await runQualityLadder(encode);
    expect(asked).toEqual([0.9]);
    expect(result.quality).toBe(0.9);
    expect(result.blob.size).toBe(150_000);
    expect(result.warning).toBeNull();
  });

  it('lowers the quality until the size is under the target, and stops there', async () => {
    // 380 KB at 0.9, 20 KB less per step: first under 204800 bytes at 0.45 (200 KB).
    const { encode, asked } = encoderOf((q) => Math.round(q * 100) * 4_000 + 20_000);
    const result = await runQualityLadder(encode);
    expect(result.blob.size).toBeLessThan(204_800);
    expect(result.quality).toBe(0.45);
    expect(asked).toEqual([0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45]);
    expect(result.tried).toEqual(asked);
  });

  it('treats exactly 204800 bytes as not yet under the target', async () => {
    const { encode, asked } = encoderOf((q) => (q >= 0.85 ? 204_800 : 180_000));
    const result = await runQualityLadder(encode);
    expect(asked).toEqual([0.9, 0.85, 0.8]);
    expect(result.blob.size).toBe(180_000);
  });

  it('stops at the floor of 0.1 and warns when the picture is still too large', async () => {
    const { encode, asked } = encoderOf(() => 300_000);
    const result = await runQualityLadder(encode);
    expect(asked).toHaveLength(17);
    expect(asked.at(-1)).toBe(0.1);
    expect(result.quality).toBe(0.1);
    expect(result.warning).toBe('above-target');
  });

  it('warns when the result is below 102400 bytes', async () => {
    const { encode } = encoderOf(() => 40_000);
    expect((await runQualityLadder(encode)).warning).toBe('below-range');
  });

  it('warns exactly outside 102400..204800 bytes', () => {
    expect(sizeWarning(102_399)).toBe('below-range');
    expect(sizeWarning(102_400)).toBeNull();
    expect(sizeWarning(204_800)).toBeNull();
    expect(sizeWarning(204_801)).toBe('above-target');
  });
});
