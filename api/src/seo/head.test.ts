import type { ServerRenderResult } from 'shared-kernel/federation';
import { escapeHtml, injectHead, jsonForScript, renderHeadTags, type HeadInput } from './head.js';

const head: HeadInput = {
  lang: 'fr',
  title: 'Appartement à vendre – "Ixelles" <3',
  description: 'Un bel appartement & sa terrasse',
  canonical: 'https://agence.example/fr/a-vendre/ixelles/appartement/12/',
  alternates: [
    { hreflang: 'fr', href: 'https://agence.example/fr/a-vendre/ixelles/appartement/12/' },
    { hreflang: 'nl', href: 'https://agence.example/nl/property/12/' },
    { hreflang: 'x-default', href: 'https://agence.example/property/12/' },
  ],
  og: { type: 'product', image: 'https://agence.example/api/images/property-12-1?w=1050', siteName: 'Agence' },
  jsonLd: [{ '@type': 'Offer', name: '</script><script>alert(1)</script>' }],
  preloads: [
    { href: '/remotes/mf-listings/remoteEntry.js', as: 'script' },
    { href: '/api/images/property-12-1?w=750', as: 'image', fetchPriority: 'high' },
  ],
};

describe('renderHeadTags', () => {
  const tags = renderHeadTags(head);

  it('escapes every text it writes into attributes', () => {
    expect(tags).toContain('<meta name="description" content="Un bel appartement &amp; sa terrasse">');
    expect(tags).toContain('<meta property="og:title" content="Appartement à vendre – &quot;Ixelles&quot; &lt;3">');
  });

  it('names the canonical URL and every language version', () => {
    expect(tags).toContain(`<link rel="canonical" href="${head.canonical}">`);
    expect(tags).toContain('<link rel="alternate" hreflang="nl" href="https://agence.example/nl/property/12/">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://agence.example/property/12/">');
    expect(tags).toContain('<meta property="og:locale" content="fr_BE">');
  });

  it('preloads what the route loads first, the first image with high priority', () => {
    expect(tags).toContain('<link rel="preload" href="/remotes/mf-listings/remoteEntry.js" as="script">');
    expect(tags).toContain('<link rel="preload" href="/api/images/property-12-1?w=750" as="image" fetchpriority="high">');
  });

  it('keeps JSON-LD from closing its script element', () => {
    expect(tags).not.toContain('</script><script>alert(1)');
    expect(tags).toContain('\\u003c/script\\u003e');
  });

  it('adds robots only when asked', () => {
    expect(tags).not.toContain('name="robots"');
    expect(renderHeadTags({ ...head, robots: 'noindex' })).toContain('<meta name="robots" content="noindex">');
  });
});

describe('injectHead', () => {
  const index =
    '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Agence</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

  it('sets the language, the title and the head tags in the minified shell page', () => {
    const html = injectHead(index, { ...head, lang: 'nl' }, { page: 1 });
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Appartement à vendre – &quot;Ixelles&quot; &lt;3</title>');
    expect(html).toContain('<link rel="canonical"');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('inlines the first data as inert JSON that cannot break out of its element', () => {
    const html = injectHead(index, head, { title: '</script><img src=x onerror=alert(1)>' });
    const match = /<script id="__INITIAL_DATA__" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toEqual({ title: '</script><img src=x onerror=alert(1)>' });
  });

  it("writes a rendered page's property once: in the render's state, not again beside it", () => {
    const property = { ID: 1242, TypeDescription: 'Appartement' };
    const firstView = { language: 'fr', namespaces: [], api: { queries: { 'property(1242)': { data: property } } }, remoteModules: [], failedRemotes: [] };
    const rendered = { html: '<main>Appartement</main>', styles: '', firstView } as ServerRenderResult;
    const html = injectHead(index, head, { site: { defaultLanguage: 'fr' }, property }, rendered);
    const data = JSON.parse(/<script id="__INITIAL_DATA__" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as object;
    expect(data).toEqual({ site: { defaultLanguage: 'fr' }, ssr: firstView });
    expect(html.split('"TypeDescription"')).toHaveLength(2);
    // The browser shell, rendered in the browser, still reads it there.
    expect(injectHead(index, head, { property })).toContain('"TypeDescription"');
  });
});

describe('escapeHtml and jsonForScript', () => {
  it('escape the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('produce JSON that parses back to the same value', () => {
    const value = { text: '<!-- </script> \u2028 ok' };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
    expect(jsonForScript(value)).not.toMatch(/[<>\u2028]/);
  });
});
