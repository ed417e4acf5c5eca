import { drawingFor } from './drawings.js';
import { randomFor } from './random.js';

describe('drawingFor', () => {
  it.each(['property-1-1', 'property-1-2', 'project-9-1', 'project-9-12', 'article-3', 'article-our-values', 'team-4', 'banner-2', 'logo'])(
    'draws %s as a 1600 × 1067 SVG, the same every time',
    (id) => {
      const drawing = drawingFor(id);
      expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="1067" viewBox="0 0 1600 1067">/);
      expect(drawingFor(id)).toBe(drawing);
    },
  );

  it('varies a hundred facades', () => {
    const drawings = new Set(Array.from({ length: 100 }, (_, index) => drawingFor(`property-${index}-1`)));
    expect(drawings.size).toBe(100);
  });

  it.each(['property-1', 'property-1-0', 'property-1-01', 'project--1', 'team-', 'team-a', 'banner-x', 'logo-1', 'photo', ''])(
    'draws nothing for %p',
    (id) => {
      expect(drawingFor(id)).toBeNull();
    },
  );
});

describe('randomFor', () => {
  it('makes the same choices from the same seed and others from another', () => {
    const sequence = (seed: string) => {
      const r = randomFor(seed);
      return Array.from({ length: 5 }, () => r.next());
    };
    expect(sequence('property-1-1')).toEqual(sequence('property-1-1'));
    expect(sequence('property-1-1')).not.toEqual(sequence('property-1-2'));
  });

  it('keeps int and between inside their bounds', () => {
    const r = randomFor('bounds');
    for (let index = 0; index < 1000; index += 1) {
      const whole = r.int(2, 5);
      expect(Number.isInteger(whole) && whole >= 2 && whole <= 5).toBe(true);
      const real = r.between(-1, 1);
      expect(real >= -1 && real < 1).toBe(true);
    }
  });
});
