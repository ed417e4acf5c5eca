import { slugify } from './slugify.js';

describe('slugify', () => {
  it.each([
    ["L'agence", 'l-agence'],
    ['Photo reportage professionnel + 360°', 'photo-reportage-professionnel-360'],
    ['Écoute et conseils', 'ecoute-et-conseils'],
    ['Proximité & disponibilité', 'proximite-disponibilite'],
    ['Ixelles / Elsene', 'ixelles-elsene'],
    ['Sint-Pieters-Woluwe', 'sint-pieters-woluwe'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Ægir Œuvre Søren', 'aegir-oeuvre-soren'],
    ['Coﬀre ½', 'coffre-1-2'],
    ['Façade, 3 chambres — 120 m²', 'facade-3-chambres-120-m2'],
    ['  --Villa--  ', 'villa'],
    ['Appartement 2', 'appartement-2'],
  ])('turns %p into %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives an empty string when nothing is left', () => {
    expect(slugify('°°°')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify(null)).toBe('');
    expect(slugify(undefined)).toBe('');
  });
});
