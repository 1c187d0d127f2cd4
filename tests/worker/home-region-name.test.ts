import { describe, expect, it } from 'vitest';
import { regionName } from '../../src/worker/pages/home.tsx';

describe('home testimonials: country names', () => {
  it('names the country in each page language, whatever language asked first', () => {
    expect(regionName('ja', 'BR')).toBe('ブラジル');
    expect(regionName('en', 'BR')).toBe('Brazil');
    expect(regionName('de', 'JP')).toBe('Japan');
    expect(regionName('ja', 'JP')).toBe('日本');
    expect(regionName('en', 'JP')).toBe('Japan');
  });

  it('shows the stored code when it is not a region code', () => {
    expect(regionName('en', 'not a region')).toBe('not a region');
    expect(regionName('fr', 'BR')).toBe('Brésil');
  });
});
