import { partsThatThrew } from './firstView';

const slot = (id: string, inner: string) => `<div data-remote="${id}"><!--$-->${inner}<!--/$--></div>`;
const threw = (id: string) => `<div data-remote="${id}"><!--$!--><template></template><div aria-busy="true"></div><!--/$--></div>`;

describe('partsThatThrew', () => {
  it('names each part whose server render threw, and none that rendered', () => {
    const html = `<main>${slot('mf_search/SearchBlock', '<div><p>ok</p></div>')}${threw('mf_listings/PropertyList')}</main>${slot('mf_consent/ConsentDialog', '')}`;
    expect(partsThatThrew(html)).toEqual(['mf_listings/PropertyList']);
    expect(partsThatThrew(`<main>${slot('mf_search/SearchBlock', '<p>ok</p>')}</main>`)).toEqual([]);
  });

  it('names the part nested in another, not the one around it, when the inner one threw', () => {
    const inner = threw('mf_forms/EnquiryForm');
    expect(partsThatThrew(slot('mf_listings/ProjectDetail', `<section><div>${inner}</div></section>`))).toEqual(['mf_forms/EnquiryForm']);
    expect(partsThatThrew(`<div data-remote="mf_listings/ProjectDetail"><!--$!--><div>${slot('mf_forms/EnquiryForm', '')}</div><!--/$--></div>`)).toEqual([
      'mf_listings/ProjectDetail',
    ]);
  });

  it('names no part for a boundary outside every part', () => {
    expect(partsThatThrew(`<!--$!--><div></div><!--/$-->${slot('mf_search/SearchBlock', '')}`)).toEqual([]);
  });
});
