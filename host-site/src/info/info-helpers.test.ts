import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links.js';
import { paragraphs, webUrl } from './paragraphs.js';

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\nstill one.\n\n  Two.  \n \n\nThree.')).toEqual(['One.\nstill one.', 'Two.', 'Three.']);
    expect(paragraphs(null)).toEqual([]);
  });
});

describe('webUrl', () => {
  it('keeps http(s) and same-site paths only', () => {
    expect(webUrl('https://shop.test/a.svg')).toBe('https://shop.test/a.svg');
    expect(webUrl('/media/a.svg')).toBe('/media/a.svg');
    expect(webUrl('javascript:alert(1)')).toBeUndefined();
    expect(webUrl('//evil.example/a.svg')).toBeUndefined();
  });
});

describe('mapLinks', () => {
  it('gives a geo: URI and an OpenStreetMap link at the coordinates', () => {
    expect(mapLinks(36.191113, 44.009167)).toEqual({
      geo: 'geo:36.191113,44.009167',
      web: 'https://www.openstreetmap.org/?mlat=36.191113&mlon=44.009167#map=17/36.191113/44.009167',
    });
  });
});
