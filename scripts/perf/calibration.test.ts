import { describe, expect, it } from 'vitest';
import {
  cpuMultiplierFor,
  desktopCpuMultiplier,
  HostTooSlowError,
  mobileCpuMultiplier,
  presetCpuMultiplier,
} from './calibration.mjs';

describe('the CPU slowdown calibrated to the host (npm run perf)', () => {
  it('gives the points of Lighthouse’s CPU slowdown calculator', () => {
    expect(mobileCpuMultiplier(150)).toBeCloseTo(1);
    expect(mobileCpuMultiplier(800)).toBeCloseTo(2);
    expect(mobileCpuMultiplier(1300)).toBeCloseTo(3);
    expect(mobileCpuMultiplier(1533)).toBeCloseTo(4);
    expect(mobileCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('slows a slower host less and a faster one more, without a jump', () => {
    const indexes = [150, 400, 799, 800, 1299, 1300, 1800, 2600];
    const multipliers = indexes.map(mobileCpuMultiplier);
    for (let i = 1; i < multipliers.length; i += 1) {
      expect(multipliers[i]).toBeGreaterThan(multipliers[i - 1]);
    }
    expect(mobileCpuMultiplier(800) - mobileCpuMultiplier(799.9)).toBeLessThan(0.01);
    expect(mobileCpuMultiplier(1300) - mobileCpuMultiplier(1299.9)).toBeLessThan(0.01);
  });

  it('takes the host for the desktop of Lighthouse’s presets where its phone gets 4×', () => {
    expect(desktopCpuMultiplier(1533)).toBeCloseTo(1);
    expect(desktopCpuMultiplier(565)).toBeCloseTo(mobileCpuMultiplier(565) / 4);
    expect(cpuMultiplierFor('desktop', 2000)).toBeCloseTo(desktopCpuMultiplier(2000));
    expect(cpuMultiplierFor('mobile', 2000)).toBeCloseTo(mobileCpuMultiplier(2000));
    expect([presetCpuMultiplier('mobile'), presetCpuMultiplier('desktop')]).toEqual([4, 1]);
  });

  it('refuses to judge on a host slower than the phone it would emulate', () => {
    expect(() => mobileCpuMultiplier(149)).toThrow(HostTooSlowError);
    expect(() => desktopCpuMultiplier(80)).toThrow(/slower than the mid-tier phone/);
    expect(() => mobileCpuMultiplier(Number.NaN)).toThrow(HostTooSlowError);
  });
});
