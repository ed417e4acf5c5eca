import { cacheControlFor, IMMUTABLE } from './cacheControl.js';

describe('cacheControlFor', () => {
  it.each([
    'main.0123456789abcdef.js',
    '/srv/shell/dist/vendors-node_modules_react.fedcba9876543210.js',
    'assets/logo.0123456789abcdef.svg',
    'main.0123456789abcdef.js.br',
    'main.0123456789abcdef.js.map',
  ])('keeps %s for a year: its name changes with its content', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'robots.txt', 'main.js', 'main.0123456789ABCDEF.js', 'main.0123456789abcde.js'])(
    'revalidates %s on each use',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );
});
